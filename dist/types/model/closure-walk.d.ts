import { Closure, StepTable } from './closure.js';
import { FileIds } from './file-ids.js';
import type { FileStore } from './files.js';
import type { DepthCut, Edge, Reach } from './graph.js';
import type { SkillDoc } from './skill.js';
/**
 * Every entry point's closure: the files it pulls in through resolved references, walked breadth-first
 * so each chain is the shortest one, then the folders of the skills reached (one `skill-folder` hop:
 * runtimes may read or run any file there). Chains longer than `maxDepth` hops are cut and recorded.
 */
export interface WalkInput {
    /** Entry point paths, sorted. */
    entries: readonly string[];
    files: FileStore;
    maxDepth: number;
    /** The document each loaded path belongs to; skills bring their folder. */
    docByPath: ReadonlyMap<string, SkillDoc>;
    /** Every skill folder, to leave a nested skill's files out of its parent's folder. */
    skillDirs: ReadonlySet<string>;
    /** Resolved references from a file, sorted. */
    edgesOf(path: string): Promise<readonly Edge[]>;
    /** Walk only these entry points (a pull-request scan's candidates); all of them when absent. */
    only?: ReadonlySet<string>;
}
export interface WalkResult {
    closures: Map<string, Closure>;
    /** The `skill-folder` edges of each skill entry's own folder. */
    folderEdges: Map<string, Edge[]>;
    depthCuts: DepthCut[];
    /** Every entry reaching a file, by the file's real path, sorted by entry. */
    reachers(real: string): Reach[];
    /** The first path met of every real file reached, in entry order and then closure order. */
    reached: string[];
}
/**
 * A reference from a file to a file in the tree: the target's id and real id, and the number of the step
 * a chain records (in `Neighbours.stepTable`).
 */
interface WalkStep {
    id: number;
    realId: number;
    step: number;
}
/**
 * What a walk can step to from each file, built once per file and shared by every entry's walk (and the
 * union pass), by file id: the per-pair work reads arrays instead of maps keyed by path.
 */
export declare class Neighbours {
    private readonly input;
    /** Numbers for the paths the walks meet (src/model/file-ids.ts). */
    readonly ids: FileIds;
    /** Every step the walks can record, numbered; kept by the closures after the walks. */
    readonly stepTable: StepTable;
    private readonly steps;
    private readonly folders;
    private readonly folderSteps;
    private readonly skillDocIds;
    /** Ids below this follow the index's path order (see `byPathOrder`). */
    private readonly indexed;
    constructor(input: WalkInput);
    /** Forgets the cached steps and folders once every walk is done (the closures keep what they need). */
    release(): void;
    /**
     * The step from a SKILL.md to the files of its folder: one object per skill, shared by every closure
     * that expands the folder (one per (entry, skill) pair was tens of megabytes on 10,000 skills).
     */
    folderStep(id: number): number;
    /**
     * Resolved references from a file to files in the tree. Synchronous once cached: an await per visited
     * file and entry adds up.
     */
    refs(id: number): WalkStep[] | Promise<WalkStep[]>;
    /** Whether the file's references are resolved already (`refs` answers without a promise). */
    cached(id: number): boolean;
    private resolve;
    /** The files of a skill's folder other than its SKILL.md (none for other files), nested skills' left out. */
    folder(id: number): readonly number[];
    isSkillDoc(id: number): boolean;
    /** Whether an id is an indexed file's, whose number follows path order. */
    isIndexed(id: number): boolean;
    /** Compares two ids as their paths compare (`cmp`): the index is sorted by path, later ids are not. */
    byPathOrder(a: number, b: number): number;
    /** A file below `dir` that belongs to another skill nested inside it: found by walking up its folders. */
    private inNestedSkill;
}
export declare function walkClosures(input: WalkInput, next?: Neighbours): Promise<WalkResult>;
export {};
