import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { git, gitViaFile } from '../../src/source/git.js';
import { SourceError } from '../../src/source/tree.js';
import { TestRepo } from '../action/git.js';

// The index listing of a large tree is read through a file so that git never waits on a full pipe while
// the scan walks synchronously; what it returns must be exactly what the pipe returned.
describe('gitViaFile', () => {
  const repo = new TestRepo();
  afterAll(() => repo.dispose());
  // More than a pipe's 64 KB of listing: 3,000 paths of ~40 bytes each.
  const files: Record<string, string> = {};
  for (let i = 0; i < 3000; i++) files[`skills/s${i}/references/guide-${i}.md`] = `${i}\n`;
  repo.write(files);
  repo.commit('base');
  const leftovers = () =>
    readdirSync(tmpdir())
      .filter((n) => n.startsWith('skillscan-git-out-'))
      .sort();
  const before = leftovers();

  it('returns the same bytes as the pipe, past 64 KB, and leaves no temporary file', async () => {
    const args = ['ls-files', '-s', '-z', '--', '.'];
    const [viaFile, viaPipe] = await Promise.all([
      gitViaFile(repo.dir, args, 1 << 24),
      git(repo.dir, args, 1 << 24),
    ]);
    expect(viaFile.length).toBeGreaterThan(64 * 1024);
    expect(viaFile.equals(viaPipe)).toBe(true);
    expect(leftovers()).toEqual(before);
  });

  it("rejects with git's first error line when git fails, and cleans up", async () => {
    const failed = gitViaFile(repo.dir, ['rev-parse', '--verify', 'no-such-revision^{commit}'], 1 << 20);
    await expect(failed).rejects.toBeInstanceOf(SourceError);
    await expect(failed).rejects.toThrow(/git rev-parse failed/);
    expect(leftovers()).toEqual(before);
  });

  it('refuses a listing longer than the bound instead of holding it', async () => {
    await expect(gitViaFile(repo.dir, ['ls-files', '-z'], 1000)).rejects.toThrow(/more than 1000 bytes/);
    expect(leftovers()).toEqual(before);
  });
});
