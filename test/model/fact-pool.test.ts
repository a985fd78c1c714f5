import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileFacts } from '../../src/analysis/extract.js';
import type { FactJob } from '../../src/model/fact-job.js';
import {
  chooseFactPool,
  type FactExtractor,
  keepEarlyPool,
  startPoolEarly,
} from '../../src/model/fact-pool.js';

/**
 * The pool's choices and its plumbing, with stand-in worker scripts (plain JavaScript): the real worker
 * is the bundled dist/fact-worker.js, whose facts the dist test compares across pool sizes.
 */
const dir = mkdtempSync(join(tmpdir(), 'skillscan-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, body: string): URL {
  const file = join(dir, name);
  writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${body}\n`);
  return pathToFileURL(file);
}

const job = (path: string): FactJob => ({ path, text: path, markdown: false, launchUnits: [], hosts: {} });

/** Facts a stand-in computes, labelled with who computed them. */
const factsOf = (by: string, path: string) =>
  ({ units: [], behaviours: [], assignments: [], seen: `${by}:${path}` }) as unknown as FileFacts;
const seen = (f: FileFacts) => (f as unknown as { seen: string }).seen;
const submit = (pool: FactExtractor, path: string, ranHere: string[] = []) =>
  pool.submit(job(path), () => {
    ranHere.push(path);
    return factsOf('here', path);
  });

/** A stand-in that honours the claims the way dist/fact-worker.js does (src/model/fact-claims.ts). */
const CLAIMING = `import { workerData } from 'node:worker_threads';
const claims = workerData.claims;
const mine = (id) => Atomics.compareExchange(claims, id, 0, 1) === 0;`;

describe('chooseFactPool', () => {
  const echo = script(
    'echo.mjs',
    `${CLAIMING}
parentPort.on('message', ({ id, job }) => mine(id) && parentPort.postMessage({ id, facts: { units: [], behaviours: [], assignments: [], seen: 'worker:' + job.path } }));`,
  );
  // Holds its queue until a job named 'go' arrives, then takes it oldest first.
  const held = script(
    'held.mjs',
    `${CLAIMING}
const queue = [];
parentPort.on('message', (m) => {
  queue.push(m);
  if (m.job.path !== 'go') return;
  for (const { id, job } of queue.splice(0)) if (mine(id)) parentPort.postMessage({ id, facts: { units: [], behaviours: [], assignments: [], seen: 'worker:' + job.path } });
});`,
  );

  it('extracts in this thread for one job, a missing worker script, or a small tree by default', () => {
    expect(chooseFactPool({ jobs: 1, fileCount: 10_000, workerUrl: echo })).toBeUndefined();
    expect(
      chooseFactPool({ jobs: 4, fileCount: 10_000, workerUrl: new URL('file:///nonexistent/w.js') }),
    ).toBeUndefined();
    expect(chooseFactPool({ fileCount: 3, workerUrl: echo })).toBeUndefined();
  });

  it('starts one worker per forced thread besides this one (four threads at most) and answers every job with its own facts', async () => {
    const pool = chooseFactPool({ jobs: 9, fileCount: 40, workerUrl: echo })!;
    expect(pool.size).toBe(3);
    const paths = Array.from({ length: 40 }, (_, i) => `f${i}.sh`);
    const got = await Promise.all(paths.map((p) => submit(pool, p).facts));
    expect(got.map(seen)).toEqual(paths.map((p) => `worker:${p}`));
    await pool.close();
  });

  it('runs a job here when this thread claims it before a worker starts it, and never twice', async () => {
    const pool = chooseFactPool({ jobs: 2, fileCount: 10, workerUrl: held })!;
    const ranHere: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((p) => submit(pool, p, ranHere));
    expect(pool.claim(b!.id)).toBe(true);
    expect(pool.claim(b!.id)).toBe(false);
    expect(ranHere).toEqual(['b']);
    // The rest newest first: the workers take their queues from the oldest end.
    expect(pool.claimAll()).toBe(3);
    expect(ranHere).toEqual(['b', 'd', 'c', 'a']);
    const go = submit(pool, 'go', ranHere);
    const got = await Promise.all([a, b, c, d, go].map((t) => t!.facts));
    expect(got.map(seen)).toEqual(['here:a', 'here:b', 'here:c', 'here:d', 'worker:go']);
    expect(pool.claimAll()).toBe(0);
    await pool.close();
  });

  it('leaves a job the worker started to the worker', async () => {
    const pool = chooseFactPool({ jobs: 2, fileCount: 10, workerUrl: held })!;
    const ranHere: string[] = [];
    const go = submit(pool, 'go', ranHere);
    expect(seen(await go.facts)).toBe('worker:go');
    expect(pool.claim(go.id)).toBe(false);
    expect(ranHere).toEqual([]);
    await pool.close();
  });

  it('turns an analyzer error into that job failing; a dead worker fails the job it started and hands the rest to this thread', async () => {
    const failing = script(
      'failing.mjs',
      `${CLAIMING}
parentPort.on('message', ({ id, job }) => { if (!mine(id)) return; if (job.path === 'die') process.exit(3); parentPort.postMessage({ id, error: 'boom in ' + job.path }); });`,
    );
    const pool = chooseFactPool({ jobs: 2, fileCount: 10, workerUrl: failing })!;
    await expect(submit(pool, 'a.py').facts).rejects.toThrow('boom in a.py');
    const ranHere: string[] = [];
    const die = submit(pool, 'die', ranHere);
    const after = submit(pool, 'after', ranHere);
    await expect(die.facts).rejects.toThrow(/exited with code 3/);
    expect(seen(await after.facts)).toBe('here:after');
    // From then on every job runs in this thread instead of waiting for a worker that is gone.
    expect(seen(await submit(pool, 'later', ranHere).facts)).toBe('here:later');
    expect(ranHere).toEqual(['after', 'later']);
    await pool.close();
  });

  it('retires its workers only when no job is pending, and runs later jobs in this thread', async () => {
    const pool = chooseFactPool({ jobs: 2, fileCount: 10, workerUrl: held })!;
    const ranHere: string[] = [];
    const waiting = submit(pool, 'a', ranHere);
    // A job is queued and not started: the workers are kept.
    expect(await pool.retire()).toBe(false);
    const go = submit(pool, 'go', ranHere);
    expect((await Promise.all([waiting.facts, go.facts])).map(seen)).toEqual(['worker:a', 'worker:go']);
    expect(await pool.retire()).toBe(true);
    // Nothing is lost or failed: the next job runs here instead of waiting for a worker that is gone.
    expect(seen(await submit(pool, 'later', ranHere).facts)).toBe('here:later');
    expect(ranHere).toEqual(['later']);
    await pool.close();
  });

  it('runs in this thread what does not fit the claim slots (a tree that grew after it was counted)', async () => {
    const pool = chooseFactPool({ jobs: 2, fileCount: 0, workerUrl: echo })!;
    const ranHere: string[] = [];
    const tickets = Array.from({ length: 1100 }, (_, i) => submit(pool, `f${i}`, ranHere));
    const got = await Promise.all(tickets.map((t) => t.facts));
    expect(got.every((f, i) => seen(f).endsWith(`:f${i}`))).toBe(true);
    expect(ranHere.length).toBeGreaterThan(0);
    expect(ranHere.length).toBeLessThan(1100);
    await pool.close();
  });

  it('keeps a pool started before the walk for a tree that warrants one, and closes it for a small tree', async () => {
    // Started with no file count: a pull-request scan starts its worker before the walk.
    const early = startPoolEarly(undefined, 250_000, echo);
    const one = startPoolEarly(1, 250_000, echo);
    expect(one).toBeUndefined();
    expect(early?.size).toBeGreaterThanOrEqual(0);
    if (!early) return; // a one-core machine: no pool either way
    const big = await keepEarlyPool(early, { fileCount: 1000 });
    expect(big).toBe(early);
    expect(seen(await submit(early, 'a').facts)).toBe('worker:a');
    // A small tree is extracted in this thread, as chooseFactPool decides: the early pool is closed.
    const again = startPoolEarly(undefined, 250_000, echo)!;
    expect(await keepEarlyPool(again, { fileCount: 10 })).toBeUndefined();
    // Without an early pool, the same choice as chooseFactPool's.
    const chosen = await keepEarlyPool(undefined, { fileCount: 10, jobs: 2, workerUrl: echo });
    expect(chosen).toBeDefined();
    await chosen?.close();
    // A forced thread count keeps it whatever the size.
    const forced = startPoolEarly(2, 250_000, echo)!;
    expect(await keepEarlyPool(forced, { fileCount: 10, jobs: 2 })).toBe(forced);
    await Promise.all([early.close(), forced.close()]);
  });
});
