import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchTexts } from '../../src/model/change-reach.js';
import type { FactExtractor } from '../../src/model/fact-pool.js';
import { FileStore } from '../../src/model/files.js';
import type { Token } from '../../src/model/name-search.js';
import { nameSearchFor } from '../../src/model/pooled-search.js';
import { SearchIndexStore } from '../../src/model/search-index-store.js';
import { type SearchMessage, SearchService } from '../../src/model/search-service.js';
import { TextPassCounter } from '../../src/model/text-passes.js';
import { LocalSource } from '../../src/source/local.js';
import { indexTree } from '../../src/source/walk.js';
import { TestRepo } from '../action/git.js';

/**
 * With `--cache DIR --changed-since REF` the workers' name search stands a stored digest
 * (src/model/search-digest.ts) for each file the change left alone, by its blob id at REF, and reads it
 * only in a round whose names the digest may hold. The answers must stay those of a search that reads
 * every file, also for a file changed since the digest was made (its digest describes REF, not the tree).
 */
const repo = new TestRepo();
const cacheDir = mkdtempSync(join(tmpdir(), 'skillscan-search-digests-'));
afterAll(() => {
  repo.dispose();
  rmSync(cacheDir, { recursive: true, force: true });
});

repo.write({
  '.claude/skills/a/SKILL.md': '---\nname: a\n---\nRun [it](../../../tools/shared/run.sh) and ask b.\n',
  '.claude/skills/b/SKILL.md': '---\nname: b\n---\nNothing here.\n',
  '.claude/skills/b/lib/helpers.py': 'def helper():\n    return 1\n',
  '.claude/skills/c/scripts/go.py': 'import helpers\n',
  '.claude/skills/d/README.md': 'Plain notes, nothing to follow.\n',
  'tools/shared/run.sh': '#!/bin/sh\necho shared\n',
  'docs/guide.md': 'Read the B skill.\n',
});
const base = repo.commit('base');

function inThreadPool(size: number): FactExtractor {
  const services = Array.from({ length: size }, () => new SearchService());
  return {
    size,
    submit: () => {
      throw new Error('no fact jobs here');
    },
    claim: () => false,
    claimAll: () => 0,
    retire: async () => true,
    close: async () => undefined,
    ask: (i, body) => services[i]!.answer(structuredClone(body) as SearchMessage),
  };
}

const ROUNDS: Array<{ tokens: Token[]; skip: string[] }> = [
  { tokens: [{ kind: 'path', text: 'run.sh', dir: 'tools/shared' }], skip: ['tools/shared/run.sh'] },
  {
    tokens: [
      { kind: 'path', text: 'helpers.py', dir: '.claude/skills/b/lib' },
      { kind: 'module', text: 'helpers' },
      { kind: 'name', text: 'b' },
    ],
    skip: ['.claude/skills/b/lib/helpers.py'],
  },
];

/** One search over the repository as it is now, with the stored digests; its answers and reads. */
async function search(changed: string[], shares: number) {
  const passes = new TextPassCounter();
  const source = await LocalSource.open(repo.dir);
  const files = new FileStore(source, await indexTree(source), 1 << 20, passes);
  await files.text('.claude/skills/a/SKILL.md');
  await files.text('.claude/skills/b/SKILL.md');
  const store = new SearchIndexStore(cacheDir, 'test-build');
  const pooled = nameSearchFor(files, inThreadPool(shares), source.rootReal, {
    store,
    rev: base,
    changed: new Set(changed),
  });
  // The reference search reads every file, in a store of its own (its reads are not counted).
  const here = new SearchTexts(new FileStore(source, files.index, 1 << 20));
  const answers: string[][] = [];
  for (const { tokens, skip } of ROUNDS) {
    const got = await pooled.matching(tokens, new Set(skip));
    expect(got).toEqual(await here.matching(tokens, new Set(skip)));
    answers.push(got);
  }
  pooled.release();
  await pooled.settled?.();
  store.finish();
  const workerReads = passes.summary().find((s) => s.pass === 'read')?.files ?? 0;
  return { answers, stats: store.stats, workerReads };
}

describe('the name search with stored digests', () => {
  it('reads every file the first time, keeps their digests, and reads few the next time with the same answers', async () => {
    const first = await search([], 2);
    expect(first.stats.hits).toBe(0);
    expect(first.stats.added).toBeGreaterThan(5);
    const second = await search([], 2);
    expect(second.answers).toEqual(first.answers);
    expect(second.stats.hits).toBeGreaterThan(5);
    expect(second.stats.added).toBe(0);
    // Every file was read the first time; then only this thread's two skill documents.
    expect(first.workerReads).toBe(7);
    expect(second.workerReads).toBe(2);
  });

  it('reads a file the change touched instead of trusting its digest of the base revision', async () => {
    await search([], 1);
    // docs/guide.md had no mention of run.sh at the base; now it links it, and only the change says so.
    repo.write({ 'docs/guide.md': 'Read ../tools/shared/run.sh and the B skill.\n' });
    try {
      const after = await search(['docs/guide.md'], 1);
      expect(after.answers[0]).toContain('docs/guide.md');
    } finally {
      repo.write({ 'docs/guide.md': 'Read the B skill.\n' });
    }
  });

  it('reads every file when git cannot list the base revision', async () => {
    const source = await LocalSource.open(repo.dir);
    const files = new FileStore(source, await indexTree(source), 1 << 20);
    const pooled = nameSearchFor(files, inThreadPool(1), source.rootReal, {
      store: new SearchIndexStore(cacheDir, 'test-build'),
      rev: 'no-such-revision',
      changed: new Set(),
    });
    const here = new SearchTexts(files);
    for (const { tokens, skip } of ROUNDS)
      expect(await pooled.matching(tokens, new Set(skip))).toEqual(
        await here.matching(tokens, new Set(skip)),
      );
    pooled.release();
  });
});
