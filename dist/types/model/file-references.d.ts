import { type RawRef } from '../analysis/references.js';
import { type Region } from '../findings.js';
import type { Edge } from './graph.js';
import type { LaunchPoint } from './launch.js';
import { type ScanModel } from './model.js';
import { type FileContext } from './reference-context.js';
import type { SkillDoc } from './skill.js';
/**
 * One file's references, as the reference graph (src/model/references.ts) reads them: what the file
 * names (links and mentions in Markdown, paths in scripts and hook commands, what the analyzers saw a
 * script load) and where each one resolves in the tree.
 */
export type { FileContext };
type ModelInput = Omit<ScanModel, 'graph'>;
/** What the resolver needs from the model, indexed once (src/model/references.ts `indexModel`). */
export interface ModelIndex {
    docByPath: ReadonlyMap<string, SkillDoc>;
    hooksByPath: ReadonlyMap<string, unknown>;
    launchByPath: ReadonlyMap<string, LaunchPoint[]>;
    skillByName: ReadonlyMap<string, SkillDoc>;
    names: ReadonlySet<string>;
    /** Subagents by name (frontmatter name, file name), lower-cased: what "the `x` subagent" names. */
    agentByName: ReadonlyMap<string, SkillDoc>;
    skillDirs: ReadonlySet<string>;
    /** Skill folders of collection skills (`skills/x/` in a repository no runtime loads them from). */
    collectionDirs: ReadonlySet<string>;
    pluginRoots: ReadonlySet<string>;
}
/**
 * Each file's resolved references, read and resolved once per path (raw references once per real path)
 * however many walks ask: `edgesByPath` holds those resolved so far.
 */
export declare function edgeResolver(model: ModelInput, index: ModelIndex, 
/** Markdown references from the files' facts (see `referencesIn`). */
markdownFromFacts?: boolean): {
    edgesOf: (path: string) => Promise<Edge[]>;
    edgesByPath: Map<string, Edge[]>;
    releaseRaw: () => void;
};
/**
 * The raw references a file makes: links and mentions in Markdown, paths in scripts and hook commands.
 * With `markdownFromFacts` (a full scan, which extracts every reached file's facts anyway) a Markdown
 * file's links come from its facts, whose extraction parsed it, in whichever thread ran it; otherwise
 * (a pull-request scan, whose backward search touches files it never analyses, or a scan of a few rules)
 * from a parse here.
 */
export declare function referencesIn(model: ModelInput, path: string, doc: SkillDoc | undefined, launches: readonly LaunchPoint[], names: ReadonlySet<string>, options?: {
    markdownFromFacts?: boolean;
    agentNames?: ReadonlySet<string>;
}): Promise<Array<RawRef & {
    region: Region;
}>>;
/** Resolves one reference from `from` to a file in the tree, a URL, or a path that leaves the root or does not exist. */
export declare function resolveRef(files: ModelInput['files'], from: string, r: RawRef & {
    region: Region;
}, ctx: FileContext, rootRelative: boolean): Edge | undefined;
export declare function compareEdges(a: Edge, b: Edge): number;
