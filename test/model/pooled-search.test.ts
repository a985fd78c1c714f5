import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchTexts } from '../../src/model/change-reach.js';
import type { FactExtractor } from '../../src/model/fact-pool.js';
import { FileStore } from '../../src/model/files.js';
import type { Token } from '../../src/model/name-search.js';
import { nameSearchFor } from '../../src/model/pooled-search.js';
import { type SearchMessage, SearchService } from '../../src/model/search-service.js';
import { TextPassCounter } from '../../src/model/text-passes.js';
import { LocalSource } from '../../src/source/local.js';
import { indexTree } from '../../src/source/walk.js';

/**
 * A pull-request scan's name search runs on the fact workers when there are some
 * (src/model/search-service.ts): each worker reads a share of the local tree and answers each round for
 * it. The merged answers must be this thread's `SearchTexts` answers, whatever the number of shares,
 * with links, escapes and unreadable files in the tree; and a failing worker must not change them.
 */
const dir = mkdtempSync(join(tmpdir(), 'skillscan-pooled-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TREE: Record<string, string> = {
  '.claude/skills/a/SKILL.md': '---\nname: a\n---\nRun [it](../../../tools/sh%61red/r%75n%2Esh) and ask b.\n',
  '.claude/skills/b/SKILL.md': '---\nname: b\n---\nNothing here.\n',
  '.claude/skills/b/lib/helpers.py': 'def helper():\n    return 1\n',
  '.claude/skills/c/scripts/go.py': 'import helpers\n',
  '.claude/skills/c/notes.md': 'import helpers\nsee tools\\shared\\run.sh\n',
  '.claude/skills/d/README.md': 'Run `tools/shared/run.sh` first.\n',
  'tools/shared/run.sh': '#!/bin/sh\necho shared\n',
  'docs/guide.md': 'Read ../tools/shared/run&#46;sh and the B skill.\n',
};
for (const [path, text] of Object.entries(TREE)) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}
// A linked folder and a linked file: several paths of one real file, read once, in one share.
symlinkSync('../tools', join(dir, 'docs/tools'));
symlinkSync('guide.md', join(dir, 'docs/alias.md'));

/** A pool whose workers are services in this thread, each answering a clone of what it is asked. */
function inThreadPool(size: number, failing = false, asked: SearchMessage[] = []): FactExtractor {
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
    ask: (i, body) => {
      asked.push(body as SearchMessage);
      return failing && (body as SearchMessage).search === 'match'
        ? Promise.reject(new Error('worker gone'))
        : services[i]!.answer(structuredClone(body) as SearchMessage);
    },
  };
}

const ROUNDS: Array<{ tokens: Token[]; skip: string[] }> = [
  { tokens: [{ kind: 'path', text: 'run.sh', dir: 'tools/shared' }], skip: ['tools/shared/run.sh'] },
  { tokens: [{ kind: 'path', text: 'run.sh', dir: 'tools/shared' }], skip: [] },
  {
    tokens: [
      { kind: 'path', text: 'helpers.py', dir: '.claude/skills/b/lib' },
      { kind: 'module', text: 'helpers' },
      { kind: 'name', text: 'b' },
    ],
    skip: ['.claude/skills/b/lib/helpers.py'],
  },
  {
    tokens: [
      { kind: 'path', text: 'guide.md', dir: 'docs' },
      { kind: 'name', text: 'a' },
    ],
    skip: ['docs/guide.md'],
  },
];

async function store(passes?: TextPassCounter) {
  const source = await LocalSource.open(dir);
  return { files: new FileStore(source, await indexTree(source), 1 << 20, passes), root: source.rootReal };
}

describe('the name search on fact workers', () => {
  it.each([1, 2, 3])('answers every round as this thread does, with %i shares', async (size) => {
    const { files, root } = await store();
    await files.text('.claude/skills/a/SKILL.md');
    const here = new SearchTexts(files);
    const pooled = nameSearchFor(files, inThreadPool(size), root);
    for (const { tokens, skip } of ROUNDS) {
      const expected = await here.matching(tokens, new Set(skip));
      expect(expected.length).toBeGreaterThan(0);
      expect(await pooled.matching(tokens, new Set(skip))).toEqual(expected);
    }
    pooled.release();
  });

  it('carries on in this thread when a worker fails', async () => {
    const { files, root } = await store();
    const here = new SearchTexts(files);
    const pooled = nameSearchFor(files, inThreadPool(2, true), root);
    for (const { tokens, skip } of ROUNDS)
      expect(await pooled.matching(tokens, new Set(skip))).toEqual(
        await here.matching(tokens, new Set(skip)),
      );
  });

  it('searches the skill documents in this thread: no worker is sent one, or its text', async () => {
    const { files, root } = await store();
    await files.text('.claude/skills/a/SKILL.md');
    const asked: SearchMessage[] = [];
    const pooled = nameSearchFor(files, inThreadPool(2, false, asked), root);
    await pooled.matching(ROUNDS[3]!.tokens, new Set(ROUNDS[3]!.skip));
    const shared = asked.flatMap((m) => (m.search === 'open' ? m.paths : []));
    expect(shared.length).toBe(files.index.files.length - 2);
    expect(shared.some((p) => p.endsWith('SKILL.md'))).toBe(false);
    expect(asked.some((m) => m.search === 'texts' || m.search === 'stale')).toBe(false);
    pooled.release();
  });

  it('takes the skill documents this thread read from it, and counts the reads, once per real file', async () => {
    const passes = new TextPassCounter();
    const { files, root } = await store(passes);
    // Discovery reads every skill document in this thread before the search asks its first round.
    await files.text('.claude/skills/a/SKILL.md');
    await files.text('.claude/skills/b/SKILL.md');
    const pooled = nameSearchFor(files, inThreadPool(2), root);
    await pooled.matching(ROUNDS[0]!.tokens, new Set());
    const reads = passes.summary().find((s) => s.pass === 'read')!;
    expect(reads.files).toBe(Object.keys(TREE).length);
    expect(reads.maxPerFile).toBe(1);
  });

  it('answers every round alike from a tree that reads only with promises (this thread, no worker)', async () => {
    const { files } = await store();
    const local = await LocalSource.open(dir);
    // The same folder without its synchronous reads: texts come through promises (a git revision, the API).
    const promised = Object.assign(Object.create(LocalSource.prototype) as LocalSource, local, {
      readSync: undefined,
      read: (path: string, max: number) => local.read(path, max),
      list: (path: string) => local.list(path),
      stat: (path: string) => local.stat(path),
      resolveLink: (path: string) => local.resolveLink(path),
    });
    const asyncFiles = new FileStore(promised, await indexTree(promised), 1 << 20);
    expect(asyncFiles.peekNow('tools/shared/run.sh')).toBeInstanceOf(Promise);
    expect(files.peekNow('tools/shared/run.sh')).toBe('#!/bin/sh\necho shared\n');
    for (const { tokens, skip } of ROUNDS)
      expect(await new SearchTexts(asyncFiles).matching(tokens, new Set(skip))).toEqual(
        await new SearchTexts(files).matching(tokens, new Set(skip)),
      );
  });
});
