import { describe, expect, it } from 'vitest';
import { changedWhileReading, SearchTexts } from '../../src/model/change-reach.js';
import { FileStore } from '../../src/model/files.js';
import { TextPassCounter } from '../../src/model/text-passes.js';
import { MemorySource } from '../../src/source/memory.js';
import { indexTree } from '../../src/source/walk.js';

/**
 * A pull-request scan reads the files for its name search while git is still saying what changed
 * (src/model/change-reach.ts `changedWhileReading`): it must stop as soon as git answers, never hold the
 * answer back, and pass git's failure on.
 */
async function store(count: number) {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) files[`docs/f${String(i).padStart(4, '0')}.md`] = `# File ${i}\n`;
  const source = new MemorySource(files);
  const passes = new TextPassCounter();
  const store = new FileStore(source, await indexTree(source), 1 << 20, passes);
  const reads = () => passes.summary().find((s) => s.pass === 'read')!.passes;
  return { store, reads };
}

/** A promise settled after `turns` turns of the event loop. */
function settledAfter<T>(
  turns: number,
  settle: (resolve: (v: T) => void, reject: (e: Error) => void) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const step = (left: number) =>
      left === 0 ? settle(resolve, reject) : setImmediate(() => step(left - 1));
    step(turns);
  });
}

describe('reading while git answers', () => {
  it('reads only until the changed paths arrive, and returns them', async () => {
    const { store: files, reads } = await store(2000);
    const search = new SearchTexts(files);
    const changed = settledAfter<ReadonlySet<string>>(3, (resolve) => resolve(new Set(['docs/f0001.md'])));
    expect([...(await changedWhileReading(changed, search))]).toEqual(['docs/f0001.md']);
    // Some files were read while waiting, far from all of them: reading stopped when git answered.
    expect(reads()).toBeGreaterThan(0);
    expect(reads()).toBeLessThan(2000);
  });

  it('reads nothing when the changed paths are already known', async () => {
    const { store: files, reads } = await store(50);
    const known = new Set(['docs/f0001.md']);
    expect(await changedWhileReading(known, new SearchTexts(files))).toBe(known);
    expect(reads()).toBe(0);
  });

  it("passes git's failure on", async () => {
    const { store: files } = await store(500);
    const failed = settledAfter<ReadonlySet<string>>(2, (_, reject) =>
      reject(new Error('git diff failed: bad revision')),
    );
    await expect(changedWhileReading(failed, new SearchTexts(files))).rejects.toThrow(/bad revision/);
  });

  it('stops reading once released', async () => {
    const { store: files, reads } = await store(2000);
    const search = new SearchTexts(files);
    search.release();
    await search.readWhile(() => true);
    expect(reads()).toBe(0);
  });
});
