import type { ReferenceGraph } from './graph.js';
import { type SkillDoc, skillFolderFiles } from './skill.js';
/** The fact store as the prefetchers use it (src/model/facts.ts). */
export interface Prefetcher {
    /** Extraction runs on worker threads too (otherwise only in this thread). */
    readonly pooled: boolean;
    /** Starts the file's extraction without needing it yet: queued on a worker when there is a pool. */
    prefetch(path: string): Promise<unknown>;
    /** Runs in this thread the queued jobs no worker has started (newest first); how many ran. */
    claimQueued(): Promise<number>;
}
/**
 * Extracts the facts of every file some entry point reaches before the rules run. With a worker pool
 * every file is queued at once and this thread takes the newest jobs while the workers take the oldest,
 * until none is left; without one, one file at a time in the same order (more in flight would only hold
 * more texts and facts at once). (Which path of a linked file is asked first does not matter: the fact
 * store analyses it under a path chosen from its paths alone.)
 */
export declare function prefetchFacts(graph: ReferenceGraph, store: Prefetcher): Promise<void>;
/**
 * Queues the entry documents (skills, commands, subagents: in every closure, and their prose is the
 * costliest to analyse), then every other file in their folders, on the fact workers before the reference
 * graph is built, so the workers analyse them while this thread reads and resolves references. The graph
 * reads every file of a skill folder to find its references (src/model/references.ts), so none of this is
 * extra work: queued, a file the graph needs before a worker started it runs here (`FactStore.facts`
 * claims it), and the workers take the rest. Entries alone left the worker idle for the last third of
 * the graph on the real corpus while this thread analysed the reference documents one by one. Files are
 * queued as earlier ones finish (`SKILL_FILES_IN_FLIGHT`), in this order.
 */
export declare function prefetchSkillFacts(skills: readonly SkillDoc[], files: Parameters<typeof skillFolderFiles>[1], store: Prefetcher): Promise<void>;
/**
 * A pull-request scan follows the entry points whose closure holds a changed file, so the changed files'
 * facts will be asked for: queued on the workers as soon as the model is built, they are analysed (and the
 * workers' analysers warmed) while the scan searches backwards for those entry points. A failure surfaces
 * where the facts are asked.
 */
export declare function prefetchChangedFacts(changed: ReadonlySet<string>, files: {
    isFile(path: string): boolean;
}, store: Prefetcher): void;
