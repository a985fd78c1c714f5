import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { FactJob } from '../../src/model/fact-job.js';
import { chooseFactPool } from '../../src/model/fact-pool.js';

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

describe('chooseFactPool', () => {
  const echo = script(
    'echo.mjs',
    "parentPort.on('message', ({ id, job }) => parentPort.postMessage({ id, facts: { units: [], behaviours: [], assignments: [], seen: job.path } }));",
  );

  it('extracts in this thread for one job, a missing worker script, or a small tree by default', () => {
    expect(chooseFactPool({ jobs: 1, fileCount: 10_000, workerUrl: echo })).toBeUndefined();
    expect(
      chooseFactPool({ jobs: 4, fileCount: 10_000, workerUrl: new URL('file:///nonexistent/w.js') }),
    ).toBeUndefined();
    expect(chooseFactPool({ fileCount: 3, workerUrl: echo })).toBeUndefined();
  });

  it('starts one worker per forced thread besides this one (four threads at most) and answers every job with its own facts', async () => {
    const pool = chooseFactPool({ jobs: 9, fileCount: 3, workerUrl: echo });
    expect(pool?.size).toBe(3);
    expect(pool!.hasRoom()).toBe(true);
    const paths = Array.from({ length: 40 }, (_, i) => `f${i}.sh`);
    const got = await Promise.all(paths.map((p) => pool!.extract(job(p))));
    expect(got.map((f) => (f as unknown as { seen: string }).seen)).toEqual(paths);
    await pool!.close();
  });

  it('turns an analyzer error into that job failing, and a dead worker into its jobs failing', async () => {
    const failing = script(
      'failing.mjs',
      "parentPort.on('message', ({ id, job }) => job.path === 'die' ? process.exit(3) : parentPort.postMessage({ id, error: 'boom in ' + job.path }));",
    );
    const pool = chooseFactPool({ jobs: 2, fileCount: 0, workerUrl: failing })!;
    await expect(pool.extract(job('a.py'))).rejects.toThrow('boom in a.py');
    await expect(pool.extract(job('die'))).rejects.toThrow(/exited with code 3/);
    // Once a worker died the pool says so for every later job instead of waiting forever, and has no room:
    // the fact store extracts in its own thread from then on.
    await expect(pool.extract(job('b.py'))).rejects.toThrow(/exited with code 3/);
    expect(pool.hasRoom()).toBe(false);
    await pool.close();
  });
});
