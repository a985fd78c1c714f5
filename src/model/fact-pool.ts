import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FileFacts } from '../analysis/extract.js';
import { CLAIM } from './fact-claims.js';
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

/** The worker entry the bundles ship next to themselves (scripts/bundle.mjs builds dist/fact-worker.js). */
const WORKER_FILE = 'fact-worker.js';

/** Below this many files a pool costs more to start (each worker compiles the analyzers) than it saves. */
const MIN_FILES_FOR_POOL = 400;

/** Claim slots beyond the tree's file count (a job is one file; the margin is for trees that grow). */
const SPARE_SLOTS = 1024;

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
export function chooseFactPool(choice: PoolChoice): FactExtractor | undefined {
  const url = choice.workerUrl ?? new URL(`./${WORKER_FILE}`, import.meta.url);
  if (url.protocol !== 'file:' || !existsSync(fileURLToPath(url))) return undefined;
  const forced = choice.jobs !== undefined;
  const threads = Math.min(MAX_THREADS, Math.max(1, Math.floor(choice.jobs ?? availableParallelism())));
  if (threads <= 1 || (!forced && choice.fileCount < MIN_FILES_FOR_POOL)) return undefined;
  const pool = new FactPool(threads - 1, url, choice.fileCount + SPARE_SLOTS);
  if (choice.startNow) pool.start();
  return pool;
}

/**
 * A pool started before the tree is walked, for a pull-request scan: its name search reads every file on
 * a worker right after the walk, and the worker spends ~0.4 s loading the analyzers first; started now,
 * that overlaps the walk (on 10,000 skills the worker's reading and search were the scan's longest path).
 * The file count is not known yet, so the claim slots are sized for the largest tree the walk can list.
 * `keepEarlyPool` decides after the walk, as `chooseFactPool` would have.
 */
export function startPoolEarly(
  jobs: number | undefined,
  maxFiles: number,
  workerUrl?: URL,
): FactExtractor | undefined {
  return chooseFactPool({
    ...(jobs !== undefined ? { jobs } : {}),
    ...(workerUrl ? { workerUrl } : {}),
    fileCount: Math.max(MIN_FILES_FOR_POOL, maxFiles),
    startNow: true,
  });
}

/** The walked tree's pool: the early one unless the tree is too small for one (then it is closed). */
export async function keepEarlyPool(
  early: FactExtractor | undefined,
  choice: PoolChoice,
): Promise<FactExtractor | undefined> {
  if (!early) return chooseFactPool(choice);
  if (choice.jobs === undefined && choice.fileCount < MIN_FILES_FOR_POOL) {
    await early.close();
    return undefined;
  }
  return early;
}

interface Pending {
  resolve: (facts: FileFacts | PromiseLike<FileFacts>) => void;
  reject: (error: Error) => void;
  local: () => FileFacts | Promise<FileFacts>;
  slot: Slot;
}

interface Slot {
  worker: Worker;
}

type Reply =
  | { id: number; facts: FileFacts }
  | { id: number; error: string }
  | { ask: number; answer: unknown }
  | { ask: number; error: string };

interface Asked {
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
  slot: Slot;
}

class FactPool implements FactExtractor {
  private readonly slots: Slot[] = [];
  /** Queued jobs by id, in submission order (a Map keeps insertion order): what `claimAll` walks. */
  private readonly pending = new Map<number, Pending>();
  /** Questions sent with `ask`, by their own sequence. */
  private readonly asked = new Map<number, Asked>();
  private askSeq = 0;
  /** Per job id, who runs it (src/model/fact-claims.ts): the one word both sides write. */
  private readonly claims: Int32Array;
  private seq = 0;
  private turn = 0;
  private failure: Error | undefined;
  private retired = false;

  constructor(
    readonly size: number,
    private readonly url: URL,
    capacity: number,
  ) {
    this.claims = new Int32Array(new SharedArrayBuffer(4 * capacity));
  }

  /** Spawns the workers (once): before the first job when the caller asks (`PoolChoice.startNow`), else with it. */
  start(): void {
    if (this.slots.length === 0) for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  submit(
    job: FactJob,
    local: () => FileFacts | Promise<FileFacts>,
    priority: JobPriority = 'later',
  ): FactTicket {
    const id = ++this.seq;
    if (this.failure || this.retired || id >= this.claims.length) return { id, facts: runNow(local) };
    this.start();
    // Round robin: this thread claims the newest jobs whichever worker holds them, so a worker whose files
    // were slow does not hold back the end of the scan.
    const slot = this.slots[this.turn++ % this.slots.length]!;
    const facts = new Promise<FileFacts>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, local, slot });
    });
    slot.worker.postMessage({ id, job, soon: priority === 'soon' });
    return { id, facts };
  }

  claim(id: number): boolean {
    const p = this.pending.get(id);
    if (!p || Atomics.compareExchange(this.claims, id, CLAIM.open, CLAIM.here) !== CLAIM.open) return false;
    this.pending.delete(id);
    p.resolve(runNow(p.local));
    return true;
  }

  claimAll(): number {
    let ran = 0;
    for (const id of [...this.pending.keys()].reverse()) if (this.claim(id)) ran++;
    return ran;
  }

  ask(index: number, body: unknown): Promise<unknown> {
    if (this.failure || this.retired)
      return Promise.reject(this.failure ?? new Error('the fact workers retired'));
    this.start();
    const slot = this.slots[index % this.slots.length]!;
    const ask = ++this.askSeq;
    const answer = new Promise<unknown>((resolve, reject) => this.asked.set(ask, { resolve, reject, slot }));
    slot.worker.postMessage({ ask, body });
    return answer;
  }

  async retire(): Promise<boolean> {
    if (this.pending.size > 0) return false;
    this.retired = true;
    await this.close();
    return true;
  }

  async close(): Promise<void> {
    for (const [ask, a] of this.asked) {
      this.asked.delete(ask);
      a.reject(new Error('the fact workers stopped'));
    }
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(this.url, { workerData: { claims: this.claims } });
    // Not unref'd: this thread may be waiting on nothing but a worker's reply, and the scan closes the pool
    // in a `finally` whatever happens, so the workers cannot keep the process alive after it.
    const slot: Slot = { worker };
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (e) => this.fail(slot, e));
    worker.on('exit', (code) => {
      if (code !== 0 && !this.retired) this.fail(slot, new Error(`fact worker exited with code ${code}`));
    });
    return slot;
  }

  private settle(reply: Reply): void {
    if ('ask' in reply) {
      const a = this.asked.get(reply.ask);
      this.asked.delete(reply.ask);
      if ('error' in reply) a?.reject(new Error(reply.error));
      else a?.resolve(reply.answer);
      return;
    }
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    if ('error' in reply) p.reject(new Error(reply.error));
    else p.resolve(reply.facts);
  }

  /**
   * A worker that dies fails the job it had started (as a rule error would); the jobs it had not started
   * run in this thread, and so does every later job.
   */
  private fail(slot: Slot, error: Error): void {
    this.failure ??= error;
    for (const [ask, a] of this.asked) {
      if (a.slot !== slot) continue;
      this.asked.delete(ask);
      a.reject(error);
    }
    for (const [id, p] of this.pending) {
      if (p.slot !== slot || this.claim(id)) continue;
      this.pending.delete(id);
      p.reject(error);
    }
  }
}

/** Runs `local` in this thread now; its facts, or its exception as a rejection. */
function runNow(local: () => FileFacts | Promise<FileFacts>): Promise<FileFacts> {
  try {
    return Promise.resolve(local());
  } catch (e) {
    return Promise.reject(e);
  }
}
