/**
 * A fact worker's queue (src/bin/fact-worker.ts): jobs the reference graph will wait on (`soon`) before
 * prefetched ones, each kind in arrival order. Kept apart from the worker so it can be tested without one.
 */
export class PriorityQueue<T> {
  private soon: T[] = [];
  private later: T[] = [];
  private headSoon = 0;
  private headLater = 0;

  push(item: T, soon: boolean): void {
    (soon ? this.soon : this.later).push(item);
  }

  /** The next item, or undefined when both queues are drained (their storage is then released). */
  take(): T | undefined {
    let item: T | undefined;
    if (this.headSoon < this.soon.length) item = this.soon[this.headSoon++];
    else if (this.headLater < this.later.length) item = this.later[this.headLater++];
    if (this.headSoon === this.soon.length && this.headLater === this.later.length) {
      this.soon = [];
      this.later = [];
      this.headSoon = 0;
      this.headLater = 0;
    }
    return item;
  }
}
