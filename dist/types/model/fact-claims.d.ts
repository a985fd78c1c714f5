/**
 * Who runs a queued fact job (src/model/fact-pool.ts): one 32-bit word per job id in memory shared with
 * the workers, written once with a compare-and-swap, so a job runs in exactly one thread. A worker takes
 * its queue from the oldest job; the scan's thread takes the newest, or the one it needs now.
 */
export declare const CLAIM: {
    readonly open: 0;
    readonly worker: 1;
    readonly here: 2;
};
/** A worker's side: true when it may run job `id` (nobody had claimed it). */
export declare function claimForWorker(claims: Int32Array, id: number): boolean;
