import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../../src/scan.js';
import { checkRevision, GitSource } from '../../src/source/git.js';
import { indexTree } from '../../src/source/walk.js';
import { skillMd } from '../helpers.js';
import { TestRepo } from './git.js';

const STABLE_RULES = ['frontmatter-missing', 'name-mismatch', 'required-fields', 'symlink-escape'];

describe('GitSource: a revision read from the object database', () => {
  const repo = new TestRepo();
  const good = skillMd('name: deploy\ndescription: Deploys. Use when asked to deploy.');
  repo.write({
    'pack/skills/deploy/SKILL.md': good,
    'pack/skills/deploy/big.txt': 'x'.repeat(100_000),
    'pack/skills/wrong/SKILL.md': skillMd('name: other\ndescription: d'),
    'pack/skills/linked': { symlink: 'deploy' },
    'pack/skills/out': { symlink: '../../../etc/passwd' },
    'pack/skills/loop': { symlink: 'loop' },
  });
  const first = repo.commit('first');
  // A submodule is a gitlink (mode 160000) pointing at a commit of another repository.
  repo.git('update-index', '--add', '--cacheinfo', `160000,${first},pack/vendor`);
  repo.git('commit', '-q', '-m', 'submodule');
  const withSub = repo.git('rev-parse', 'HEAD');
  repo.write({ 'pack/skills/wrong/SKILL.md': '# changed in the working tree only\n' });
  afterAll(() => repo.dispose());

  it('lists, stats and reads files of the revision, not of the working tree', async () => {
    const src = await GitSource.open(repo.dir, first, 'pack');
    expect(src.description).toBe(`pack@${first.slice(0, 12)}`);
    expect(await src.list('skills')).toEqual([
      { name: 'deploy', kind: 'dir' },
      { name: 'linked', kind: 'symlink' },
      { name: 'loop', kind: 'symlink' },
      { name: 'out', kind: 'symlink' },
      { name: 'wrong', kind: 'dir' },
    ]);
    const r = await src.read('skills/wrong/SKILL.md', 1 << 20);
    expect(new TextDecoder().decode(r.bytes)).toContain('name: other');
    expect(await src.stat('skills/deploy/big.txt')).toEqual({ kind: 'file', size: 100_000 });
    src.close();
  });

  it('bounds reads and keeps answering after a capped one', async () => {
    const src = await GitSource.open(repo.dir, first, 'pack');
    const [big, small] = await Promise.all([
      src.read('skills/deploy/big.txt', 10),
      src.read('skills/deploy/SKILL.md', 1 << 20),
    ]);
    expect(big).toMatchObject({ size: 100_000, truncated: true });
    expect(big.bytes.length).toBe(10);
    expect(new TextDecoder().decode(small.bytes)).toBe(good);
    src.close();
  });

  it('resolves symlinks stored as mode 120000 blobs, without following them out', async () => {
    const src = await GitSource.open(repo.dir, first, 'pack');
    expect(await src.resolveLink('skills/linked')).toEqual({
      status: 'inside',
      target: 'skills/deploy',
      kind: 'dir',
    });
    expect(await src.resolveLink('skills/out')).toEqual({ status: 'outside', target: '../../../etc/passwd' });
    expect(await src.resolveLink('skills/loop')).toEqual({ status: 'loop' });
    expect(new TextDecoder().decode((await src.read('skills/linked/SKILL.md', 1000)).bytes)).toBe(good);
    await expect(src.read('skills/out', 1000)).rejects.toThrow(/link outside/);
    src.close();
  });

  it('reports a submodule instead of following it', async () => {
    const src = await GitSource.open(repo.dir, withSub, 'pack');
    const index = await indexTree(src);
    expect(index.problems.find((p) => p.path === 'vendor')).toMatchObject({
      kind: 'special-file',
      detail: expect.stringMatching(
        /^is a git submodule \(commit [0-9a-f]{12}\); its content is another repository and was not read$/,
      ),
    });
    src.close();
  });

  it('finds what a scan of the same files on disk finds, with the same fingerprints', async () => {
    const src = await GitSource.open(repo.dir, first, 'pack');
    const fromGit = await scan({ source: src, only: STABLE_RULES });
    src.close();
    const disk = new TestRepo();
    disk.write({
      'skills/deploy/SKILL.md': good,
      'skills/wrong/SKILL.md': skillMd('name: other\ndescription: d'),
      'skills/linked': { symlink: 'deploy' },
      'skills/out': { symlink: '../../../etc/passwd' },
      'skills/loop': { symlink: 'loop' },
    });
    const fromDisk = await scan({ root: disk.dir, only: STABLE_RULES });
    disk.dispose();
    const key = (r: typeof fromGit) =>
      r.findings.map((f) => `${f.ruleId} ${f.location.path} ${f.fingerprint}`);
    expect(key(fromGit)).toEqual(key(fromDisk));
    expect(key(fromGit).join('\n')).toMatch(/name-mismatch skills\/wrong\/SKILL.md/);
    expect(key(fromGit).join('\n')).toMatch(/symlink-escape skills\/out/);
  });

  it('refuses revisions git could read as options, and explains a missing one', async () => {
    expect(() => checkRevision('--output=/tmp/x')).toThrow(/not a usable git revision/);
    await expect(GitSource.open(repo.dir, '0'.repeat(40))).rejects.toThrow(/is not in the local repository/);
    await expect(GitSource.open(repo.dir, first, 'no/such/dir')).rejects.toThrow(/cannot list no\/such\/dir/);
  });
});
