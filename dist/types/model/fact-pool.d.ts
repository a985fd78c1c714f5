import type { FileFacts } from '../analysis/extract.js';
import type { FactJob } from './fact-job.js';
/**
 * Fact extraction on the other cores. Parsing and behaviour analysis are pure (text in, facts out), so a
 * worker computes exactly what this thread would, and the scan stays deterministic whatever the pool
 * size: facts are cached per file and every consumer reads them in its own order, never in completion
 * order. Workers start on the first job, so a scan that extracts nothing (an empty folder, a tree of
 * frontmatter only) pays nothing for them.
 */
export interface FactExtractor {
    /** Worker threads. */
    readonly size: number;
    /**
     * Some worker has room for another job. When none has, the caller extracts in its own thread: it
     * would otherwise wait, and a job queued behind a slow file waits longer than it takes to run.
     */
    hasRoom(): boolean;
    extract(job: FactJob): Promise<FileFacts>;
    close(): Promise<void>;
}
export interface PoolChoice {
    /**
     * Threads working on the scan: this one (discovery, the graph, the rules, and facts while it waits) and
     * `jobs - 1` fact workers; 1 = no worker. Undefined = one per core.
     */
    jobs?: number;
    /** Files in the scanned tree: small trees are extracted in this thread when the size is not forced. */
    fileCount: number;
    /** Where the worker script is looked for (defaults to next to this module or bundle). */
    workerUrl?: URL;
}
/**
 * The pool for a scan, or undefined to extract in this thread: with one job, when the worker script is
 * not there (running from the TypeScript sources), or for a small tree unless `jobs` was given.
 */
export declare function chooseFactPool(choice: PoolChoice): FactExtractor | undefined;
