import type { ReferenceGraph } from './graph.js';
import type { SkillDoc } from './skill.js';
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
 * costliest to analyse) on the fact workers before the reference graph is built, so the workers analyse
 * them while this thread reads and resolves references; the graph asks for the scripts it follows itself.
 */
export declare function prefetchEntryFacts(skills: readonly SkillDoc[], store: Prefetcher): Promise<void>;
