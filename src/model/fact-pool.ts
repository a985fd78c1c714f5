import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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

/** The worker entry the bundles ship next to themselves (scripts/bundle.mjs builds dist/fact-worker.js). */
const WORKER_FILE = 'fact-worker.js';

/** Below this many files a pool costs more to start (each worker compiles the analyzers) than it saves. */
const MIN_FILES_FOR_POOL = 400;

/** Jobs queued per worker: one running and one ready, so a worker never waits for this thread. */
const JOBS_PER_WORKER = 2;

/** A cap on threads: past four, the main thread (graph, rules) is the bottleneck, and each adds memory. */
const MAX_THREADS = 4;

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
export function chooseFactPool(choice: PoolChoice): FactExtractor | undefined {
  const url = choice.workerUrl ?? new URL(`./${WORKER_FILE}`, import.meta.url);
  if (url.protocol !== 'file:' || !existsSync(fileURLToPath(url))) return undefined;
  const forced = choice.jobs !== undefined;
  const threads = Math.min(MAX_THREADS, Math.max(1, Math.floor(choice.jobs ?? availableParallelism())));
  if (threads <= 1 || (!forced && choice.fileCount < MIN_FILES_FOR_POOL)) return undefined;
  return new FactPool(threads - 1, url);
}

interface Pending {
  resolve: (facts: FileFacts) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  inFlight: number;
}

type Reply = { id: number; facts: FileFacts } | { id: number; error: string };

class FactPool implements FactExtractor {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending & { slot: Slot }>();
  private seq = 0;
  private failure: Error | undefined;

  constructor(
    readonly size: number,
    private readonly url: URL,
  ) {}

  hasRoom(): boolean {
    if (this.failure) return false;
    return this.slots.length < this.size || this.slots.some((s) => s.inFlight < JOBS_PER_WORKER);
  }

  extract(job: FactJob): Promise<FileFacts> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.slots.length === 0) for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
    // The least busy worker: files differ a lot in cost, so round-robin would leave one idle.
    let slot = this.slots[0]!;
    for (const s of this.slots) if (s.inFlight < slot.inFlight) slot = s;
    const id = ++this.seq;
    slot.inFlight++;
    return new Promise<FileFacts>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, slot });
      slot.worker.postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(this.url);
    // Not unref'd: this thread may be waiting on nothing but a worker's reply, and the scan closes the pool
    // in a `finally` whatever happens, so the workers cannot keep the process alive after it.
    const slot: Slot = { worker, inFlight: 0 };
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (e) => this.fail(slot, e));
    worker.on('exit', (code) => {
      if (code !== 0) this.fail(slot, new Error(`fact worker exited with code ${code}`));
    });
    return slot;
  }

  private settle(reply: Reply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    p.slot.inFlight--;
    if ('error' in reply) p.reject(new Error(reply.error));
    else p.resolve(reply.facts);
  }

  /**
   * A worker that dies takes its jobs with it: they fail (as a rule error would), and the pool has no room
   * from then on, so the fact store extracts in its own thread.
   */
  private fail(slot: Slot, error: Error): void {
    this.failure ??= error;
    for (const [id, p] of this.pending) {
      if (p.slot !== slot) continue;
      this.pending.delete(id);
      p.reject(error);
    }
  }
}
