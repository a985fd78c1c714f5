import { afterAll, describe, expect, it } from 'vitest';
import { blobsAt } from '../../src/source/git.js';
import { changedSince, differingFrom, notInIndex } from '../../src/source/git-changes.js';
import { TestRepo } from '../action/git.js';

const listing = (entries: Array<[mode: string, path: string]>) =>
  Buffer.from(entries.map(([mode, path]) => `${mode} ${'0'.repeat(40)} 0\t${path}\0`).join(''));

describe('notInIndex', () => {
  it('keeps the walked paths the index does not list, and none inside a submodule', () => {
    const index = listing([
      ['100644', 'a/tracked.md'],
      ['160000', 'vendor/sub'],
      ['120000', 'a/link'],
      ['100644', 'with\ttab.md'],
    ]);
    const walked = [
      'a/tracked.md',
      'a/new.md',
      'a/link',
      'vendor/sub/SKILL.md',
      'vendor/sub/deep/x.sh',
      'vendor/subfolder/SKILL.md',
      'vendor/sub.md',
      'with\ttab.md',
    ];
    expect(notInIndex(walked, index)).toEqual(['a/new.md', 'vendor/subfolder/SKILL.md', 'vendor/sub.md']);
  });

  it('reads the tagged listing (`-v`, with untracked `?` lines) and paths in any script the same way', () => {
    const tagged = Buffer.from(
      [
        `H 100644 ${'0'.repeat(40)} 0\tskills/é/SKILL.md`,
        `H 160000 ${'0'.repeat(40)} 0\tvendor/子`,
        `C 100644 ${'0'.repeat(40)} 0\tchanged.md`,
        '? new.md',
        '? nested/',
        '',
      ].join('\0'),
    );
    const walked = ['skills/é/SKILL.md', 'vendor/子/x.md', 'changed.md', 'new.md', 'nested/SKILL.md'];
    expect(notInIndex(walked, tagged)).toEqual(['new.md', 'nested/SKILL.md']);
  });
});

describe('changedSince', () => {
  const repo = new TestRepo();
  afterAll(() => repo.dispose());
  repo.write({
    '.gitignore': 'build/\n*.log\n',
    'skills/a/SKILL.md': 'a\n',
    'skills/a/references/notes.md': 'notes\n',
    'skills/b/SKILL.md': 'b\n',
  });
  const base = repo.commit('base');

  it('lists modified, deleted and new files, but not the new files git ignores', async () => {
    repo.write({
      'skills/a/references/notes.md': 'changed\n',
      'skills/c/SKILL.md': 'new\n',
      'skills/c/a name with spaces é.md': 'new\n',
      'build/out/SKILL.md': 'ignored\n',
      'skills/a/debug.log': 'ignored\n',
    });
    repo.remove('skills/b/SKILL.md');
    const walked = [
      'skills/a/SKILL.md',
      'skills/a/references/notes.md',
      'skills/c/SKILL.md',
      'skills/c/a name with spaces é.md',
      'build/out/SKILL.md',
      'skills/a/debug.log',
    ];
    const changed = await changedSince(repo.dir, base)(walked);
    expect([...changed].sort()).toEqual([
      'skills/a/references/notes.md',
      'skills/b/SKILL.md',
      'skills/c/SKILL.md',
      'skills/c/a name with spaces é.md',
    ]);
  });

  it('answers relative to a folder inside the repository', async () => {
    const changed = await changedSince(`${repo.dir}/skills`, base)(['a/references/notes.md', 'c/SKILL.md']);
    expect([...changed].sort()).toEqual(['a/references/notes.md', 'b/SKILL.md', 'c/SKILL.md']);
  });

  it("rejects with git's message when the revision does not resolve, and refuses an option", async () => {
    await expect(changedSince(repo.dir, 'no-such-rev')([])).rejects.toThrow(/git diff failed/);
    await expect(changedSince(repo.dir, '--output=x')([])).rejects.toThrow(/not a usable git revision/);
  });
});

describe('differingFrom and blobsAt (the name search digests of a pull-request scan)', () => {
  const repo = new TestRepo();
  afterAll(() => repo.dispose());
  repo.write({
    'skills/a/SKILL.md': 'a\n',
    'skills/a/run.sh': '#!/bin/sh\necho a\n',
    'docs/guide.md': 'guide\n',
    'docs/link.md': { symlink: 'guide.md' },
  });
  const base = repo.commit('base');
  repo.write({ 'docs/guide.md': 'guide, edited and not committed\n', 'skills/b/SKILL.md': 'new\n' });
  repo.commit('on top');
  repo.write({ 'skills/a/run.sh': '#!/bin/sh\necho edited\n' });

  it('lists every tracked file whose work-tree content is not the base revision’s, relative to the folder', async () => {
    expect([...(await differingFrom(repo.dir, base))].sort()).toEqual([
      'docs/guide.md',
      'skills/a/run.sh',
      'skills/b/SKILL.md',
    ]);
    expect([...(await differingFrom(`${repo.dir}/skills`, base))].sort()).toEqual(['a/run.sh', 'b/SKILL.md']);
  });

  it("gives the base revision's regular files with git's blob ids, and no links", async () => {
    const blobs = await blobsAt(repo.dir, base);
    expect([...blobs.keys()].sort()).toEqual(['docs/guide.md', 'skills/a/SKILL.md', 'skills/a/run.sh']);
    expect(blobs.get('skills/a/SKILL.md')).toBe(repo.git('rev-parse', `${base}:skills/a/SKILL.md`));
    expect([...(await blobsAt(`${repo.dir}/skills`, base)).keys()].sort()).toEqual([
      'a/SKILL.md',
      'a/run.sh',
    ]);
    await expect(blobsAt(repo.dir, 'no-such-revision')).rejects.toThrow();
  });
});
