import './wasm-tiering.js';
import './js-tiering.js';
import { parentPort, workerData } from 'node:worker_threads';
import { prepareAnalyzers } from '../analysis/code/index.js';
import { loadMarkdownParser } from '../analysis/markdown.js';
import { loadYaml } from '../analysis/yaml-lib.js';
import { claimForWorker } from '../model/fact-claims.js';
import { type FactJob, runFactJob } from '../model/fact-job.js';
import { PriorityQueue } from '../model/fact-queue.js';
import { type SearchMessage, SearchService } from '../model/search-service.js';

/**
 * A fact worker (src/model/fact-pool.ts): queues the jobs it receives and answers each with its facts,
 * skipping the jobs the scan's thread claimed first (src/model/fact-claims.ts). One job per turn of the
 * event loop, so a job asked for `soon` (the reference graph waits on it) that arrives while the worker
 * holds prefetched ones is taken next; within a priority, in arrival order. An exception in the analyzers
 * is sent back as that job's error, as it would have surfaced in the main thread.
 */
interface Message {
  id: number;
  job: FactJob;
  soon?: boolean;
}

const port = parentPort;
if (!port) throw new Error('fact-worker.js runs as a worker thread of skillscan');
const claims: Int32Array = (workerData as { claims: Int32Array }).claims;
// Settles either way: a failure to load the analyzers is every job's error.
// yaml: Compose files and workflows are read as commands (src/analysis/build-files.ts).
const ready: Promise<unknown> = Promise.all([prepareAnalyzers(), loadMarkdownParser(), loadYaml()]).then(
  () => undefined,
  (e: unknown) => e,
);
let loadError: unknown;
void ready.then((e) => {
  loadError = e;
});
const queue = new PriorityQueue<Message>();
let scheduled = false;

port.on('message', (msg: Message | Asked) => {
  if ('ask' in msg) return void answer(msg);
  queue.push(msg, msg.soon === true);
  schedule();
});

/**
 * A question besides a fact job (FactExtractor.ask): the pull-request scan's name search, which reads
 * and searches this worker's share of the tree without waiting for the analyzers to load.
 */
interface Asked {
  ask: number;
  body: SearchMessage;
}

const search = new SearchService();

async function answer(msg: Asked): Promise<void> {
  try {
    port?.postMessage({ ask: msg.ask, answer: await search.answer(msg.body) });
  } catch (e) {
    port?.postMessage({ ask: msg.ask, error: (e as Error).stack ?? String(e) });
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // After the handler above that records a load failure: reactions run in the order they were added.
  void ready.then(() => setImmediate(runNext));
}

function runNext(): void {
  scheduled = false;
  const msg = queue.take();
  if (!msg) return;
  schedule();
  if (!claimForWorker(claims, msg.id)) return;
  try {
    if (loadError) throw loadError;
    port?.postMessage({ id: msg.id, facts: runFactJob(msg.job) });
  } catch (e) {
    port?.postMessage({ id: msg.id, error: (e as Error).stack ?? String(e) });
  }
}
