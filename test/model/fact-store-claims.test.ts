import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FileFacts } from '../../src/analysis/extract.js';
import * as loader from '../../src/analysis/load-analyzers.js';
import type { FactJob } from '../../src/model/fact-job.js';
import type { FactExtractor, FactTicket } from '../../src/model/fact-pool.js';
import { FactStore } from '../../src/model/facts.js';
import { scan } from '../../src/scan.js';

vi.mock('../../src/analysis/load-analyzers.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/analysis/load-analyzers.js')>();
  return { ...real, readyAnalyzers: vi.fn(real.readyAnalyzers) };
});

/**
 * The scan's facts phase asks the store to run, in this thread, every queued job no worker has started.
 * With nothing queued (a tree without skills) that must cost nothing: loading the analyzers and their
 * WebAssembly grammars here took ~0.15 s of every such scan of a tree large enough for a worker pool.
 */
const dir = mkdtempSync(join(tmpdir(), 'skillscan-fact-claims-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'docs'), { recursive: true });
writeFileSync(join(dir, 'docs/a.md'), '# Notes\n\nRun `make`.\n');

/** A pool that never runs a job by itself: only `claimAll` runs them, here. */
function stubPool() {
  const pending: Array<() => void> = [];
  const pool: FactExtractor = {
    size: 1,
    submit: vi.fn((_job: FactJob, local: () => FileFacts | Promise<FileFacts>) => {
      const ticket: FactTicket = {
        id: pending.length + 1,
        facts: new Promise((resolve, reject) => {
          pending.push(() => {
            try {
              resolve(local());
            } catch (e) {
              reject(e);
            }
          });
        }),
      };
      return ticket;
    }),
    claim: () => false,
    ask: () => Promise.reject(new Error('no services here')),
    claimAll: vi.fn(() => {
      const n = pending.length;
      for (const run of pending.splice(0)) run();
      return n;
    }),
    retire: async () => pending.length === 0,
    close: async () => undefined,
  };
  return pool;
}

describe('claiming queued fact jobs', () => {
  it('loads nothing and claims nothing when no job is queued', async () => {
    const { model } = await scan({ root: dir, only: [] });
    vi.mocked(loader.readyAnalyzers).mockClear();
    const pool = stubPool();
    const store = new FactStore(model.files, [], [], {}, undefined, pool);
    expect(await store.claimQueued()).toBe(0);
    expect(pool.claimAll).not.toHaveBeenCalled();
    expect(loader.readyAnalyzers).not.toHaveBeenCalled();
  });

  it('loads the analyzers and runs a queued job here', async () => {
    const { model } = await scan({ root: dir, only: [] });
    const pool = stubPool();
    const store = new FactStore(model.files, [], [], {}, undefined, pool);
    const facts = store.prefetch('docs/a.md');
    // The job is submitted once the file is read.
    await vi.waitFor(() => expect(pool.submit).toHaveBeenCalledTimes(1));
    expect(await store.claimQueued()).toBe(1);
    expect(loader.readyAnalyzers).toHaveBeenCalled();
    expect((await facts)?.units.length).toBeGreaterThan(0);
  });
});
