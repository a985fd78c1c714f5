import './wasm-tiering.js';
import { parentPort } from 'node:worker_threads';
import { prepareAnalyzers } from '../analysis/code/index.js';
import { type FactJob, runFactJob } from '../model/fact-job.js';

/**
 * A fact worker (src/model/fact-pool.ts): receives one file's job at a time, answers with its facts.
 * Jobs are handled in arrival order; an exception in the analyzers is sent back as that job's error, as
 * it would have surfaced in the main thread.
 */
const port = parentPort;
if (!port) throw new Error('fact-worker.js runs as a worker thread of skillscan');
const ready = prepareAnalyzers();
port.on('message', async (msg: { id: number; job: FactJob }) => {
  try {
    await ready;
    port.postMessage({ id: msg.id, facts: runFactJob(msg.job) });
  } catch (e) {
    port.postMessage({ id: msg.id, error: (e as Error).stack ?? String(e) });
  }
});
