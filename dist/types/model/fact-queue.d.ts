/**
 * A fact worker's queue (src/bin/fact-worker.ts): jobs the reference graph will wait on (`soon`) before
 * prefetched ones, each kind in arrival order. Kept apart from the worker so it can be tested without one.
 */
export declare class PriorityQueue<T> {
    private soon;
    private later;
    private headSoon;
    private headLater;
    push(item: T, soon: boolean): void;
    /** The next item, or undefined when both queues are drained (their storage is then released). */
    take(): T | undefined;
}
