import type { FileFacts } from '../analysis/extract.js';
import type { FactJob } from './fact-job.js';
/**
 * Fact extraction on the other cores. Parsing and behaviour analysis are pure (text in, facts out), so a
 * worker computes exactly what this thread would, and the scan stays deterministic whatever the pool
 * size: facts are cached per file and every consumer reads them in its own order, never in completion
 * order. Workers start on the first job, or earlier when the scan knows jobs will come (`startNow`), so a
 * scan that extracts nothing (an empty folder, a tree without skills) pays nothing for them.
 *
 * Jobs are queued on the workers without limit and claimed through shared memory: a worker takes its
 * queue from the oldest job, this thread takes what no worker has started from the newest (`claimAll`) or
 * the one job it needs now (`claim`). Neither waits for the other: this thread often runs for seconds
 * without returning to the event loop (building the graph), so a worker that waited for this thread to
 * read its replies before taking more work idled most of the scan.
 */
export interface FactExtractor {
    /** Worker threads. */
    readonly size: number;
    /**
     * Queues a job on a worker. `local` computes the same facts in this thread: it runs instead when this
     * thread claims the job first, when the worker died before starting it, or when the pool cannot queue.
     */
    submit(job: FactJob, local: () => FileFacts | Promise<FileFacts>, priority?: JobPriority): FactTicket;
    /** Runs a queued job in this thread now unless a worker has started it; true when it ran here. */
    claim(id: number): boolean;
    /** Claims and runs every queued job no worker has started, newest first; returns how many ran. */
    claimAll(): number;
    /**
     * Asks worker `index` (0 to `size - 1`, started if need be) something besides a fact job: a service the
     * worker keeps state for (the pull-request scan's name search, src/model/search-service.ts). Resolves
     * with its answer; rejects when the service failed or the worker is gone. `body` is cloned at once.
     */
    ask(index: number, body: unknown): Promise<unknown>;
    /**
     * Stops the workers when no job is pending, so their heaps are not held through the rules once a full
     * scan has every fact it will need; later jobs (if any) run in this thread. False when jobs were pending
     * (the workers are kept).
     */
    retire(): Promise<boolean>;
    close(): Promise<void>;
}
/**
 * `soon`: someone will wait for it (the reference graph, which reads other files meanwhile), so a worker
 * takes it before every `later` job (prefetched for the rules) it holds.
 */
export type JobPriority = 'soon' | 'later';
export interface FactTicket {
    /** The job's id, for `claim`. */
    id: number;
    facts: Promise<FileFacts>;
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
    /**
     * Start the workers now rather than with the first job: they spend ~0.2 s loading the analyzers, which
     * then overlaps discovery. For trees that will have jobs; a tree with nothing to analyse never pays it.
     */
    startNow?: boolean;
}
/**
 * The pool for a scan, or undefined to extract in this thread: with one job, when the worker script is
 * not there (running from the TypeScript sources), or for a small tree unless `jobs` was given.
 */
export declare function chooseFactPool(choice: PoolChoice): FactExtractor | undefined;
/**
 * A pool started before the tree is walked, for a pull-request scan: its name search reads every file on
 * a worker right after the walk, and the worker spends ~0.4 s loading the analyzers first; started now,
 * that overlaps the walk (on 10,000 skills the worker's reading and search were the scan's longest path).
 * The file count is not known yet, so the claim slots are sized for the largest tree the walk can list.
 * `keepEarlyPool` decides after the walk, as `chooseFactPool` would have.
 */
export declare function startPoolEarly(jobs: number | undefined, maxFiles: number, workerUrl?: URL): FactExtractor | undefined;
/** The walked tree's pool: the early one unless the tree is too small for one (then it is closed). */
export declare function keepEarlyPool(early: FactExtractor | undefined, choice: PoolChoice): Promise<FactExtractor | undefined>;
