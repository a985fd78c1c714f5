/**
 * Who runs a queued fact job (src/model/fact-pool.ts): one 32-bit word per job id in memory shared with
 * the workers, written once with a compare-and-swap, so a job runs in exactly one thread. A worker takes
 * its queue from the oldest job; the scan's thread takes the newest, or the one it needs now.
 */
export const CLAIM = { open: 0, worker: 1, here: 2 } as const;

/** A worker's side: true when it may run job `id` (nobody had claimed it). */
export function claimForWorker(claims: Int32Array, id: number): boolean {
  return id < claims.length && Atomics.compareExchange(claims, id, CLAIM.open, CLAIM.worker) === CLAIM.open;
}
