import { afterAll, describe, expect, it } from 'vitest';
import { changedSince, notInIndex } from '../../src/github/changes.js';
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
