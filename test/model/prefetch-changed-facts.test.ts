import { describe, expect, it } from 'vitest';
import { type Prefetcher, prefetchChangedFacts } from '../../src/model/fact-prefetch.js';

// A pull-request scan queues the changed files' facts before it searches for the entries that reach them.
describe('prefetchChangedFacts', () => {
  it('queues every changed path that is a file, in path order, and leaves deleted ones out', () => {
    const asked: string[] = [];
    const store: Prefetcher = {
      pooled: true,
      prefetch: (path) => {
        asked.push(path);
        return Promise.resolve(undefined);
      },
      claimQueued: () => Promise.resolve(0),
    };
    const files = new Set(['skills/b/SKILL.md', 'skills/a/scripts/run.sh']);
    prefetchChangedFacts(
      new Set(['skills/b/SKILL.md', 'skills/gone/SKILL.md', 'skills/a/scripts/run.sh']),
      { isFile: (p) => files.has(p) },
      store,
    );
    expect(asked).toEqual(['skills/a/scripts/run.sh', 'skills/b/SKILL.md']);
  });

  it('leaves a failed extraction to whoever asks for the facts (no unhandled rejection here)', async () => {
    const failing: Prefetcher = {
      pooled: true,
      prefetch: () => Promise.reject(new Error('worker died')),
      claimQueued: () => Promise.resolve(0),
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    prefetchChangedFacts(new Set(['a.md']), { isFile: () => true }, failing);
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});
