import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRelative } from '../src/analysis/repo-paths.js';
import { FileStore } from '../src/model/files.js';
import { LocalSource } from '../src/source/local.js';
import { MemorySource } from '../src/source/memory.js';
import { indexTree } from '../src/source/walk.js';

const base = mkdtempSync(join(tmpdir(), 'skillscan-src-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('LocalSource', () => {
  const root = join(base, 'root');
  mkdirSync(join(root, 'a'), { recursive: true });
  writeFileSync(join(base, 'secret.txt'), 'outside');
  writeFileSync(join(root, 'a', 'big.md'), 'x'.repeat(5000));
  symlinkSync(join(base, 'secret.txt'), join(root, 'a', 'leak.md'));

  it('refuses to read through a link that leaves the root', async () => {
    const src = await LocalSource.open(root);
    await expect(src.read('a/leak.md', 100)).rejects.toThrow(/outside the scanned root/);
    expect(await src.resolveLink('a/leak.md')).toMatchObject({ status: 'outside' });
  });
  it('caps reads and reports the full size', async () => {
    const src = await LocalSource.open(root);
    const r = await src.read('a/big.md', 100);
    expect(r.bytes.length).toBe(100);
    expect(r).toMatchObject({ size: 5000, truncated: true });
  });
  it('joins plain paths by concatenation and still normalises the rest, never leaving the root', async () => {
    const src = await LocalSource.open(root);
    writeFileSync(join(root, 'a', 'small.md'), 'small');
    const text = async (p: string) => new TextDecoder().decode((await src.read(p, 100)).bytes);
    expect(await text('a/small.md')).toBe('small');
    // Not what the walk produces, but what path.join would make of it: the same file.
    expect(await text('a/./small.md')).toBe('small');
    expect(await text('a//small.md')).toBe('small');
    expect(await text('a/../a/small.md')).toBe('small');
    await expect(src.read('../secret.txt', 100)).rejects.toThrow(/outside the scanned root/);
    await expect(src.read('a/../../secret.txt', 100)).rejects.toThrow(/outside the scanned root/);
    expect((await src.list('a/..')).map((e) => e.name)).toEqual(['a']);
  });
  it('reads small, empty and large files whole with their size, and refuses a folder, with or without fstat', async () => {
    // A file shorter than the scratch buffer is sized by its read; an empty or a large one asks fstat.
    writeFileSync(join(root, 'a', 'empty.md'), '');
    const large = Buffer.alloc(200_000, 'y');
    large.write('start', 0);
    large.write('end', 199_997);
    writeFileSync(join(root, 'a', 'large.md'), large);
    const src = await LocalSource.open(root);
    const small = src.readSync('a/big.md', 1 << 20);
    expect(small).toMatchObject({ size: 5000, truncated: false });
    expect(Buffer.from(small.bytes).equals(Buffer.from('x'.repeat(5000)))).toBe(true);
    expect(src.readSync('a/empty.md', 1 << 20)).toMatchObject({ size: 0, truncated: false });
    expect(src.readSync('a/empty.md', 1 << 20).bytes.length).toBe(0);
    const whole = src.readSync('a/large.md', 1 << 20);
    expect(whole).toMatchObject({ size: 200_000, truncated: false });
    expect(Buffer.from(whole.bytes).equals(large)).toBe(true);
    const cut = src.readSync('a/large.md', 70_000);
    expect(cut).toMatchObject({ size: 200_000, truncated: true });
    expect(Buffer.from(cut.bytes).equals(large.subarray(0, 70_000))).toBe(true);
    // Two reads in a row do not share their bytes (the scratch buffer is copied out).
    const again = src.readSync('a/big.md', 10);
    expect(Buffer.from(small.bytes).subarray(0, 10).equals(Buffer.from(again.bytes))).toBe(true);
    expect(() => src.readSync('a', 1 << 20)).toThrow(/is not a regular file/);
  });

  it('fails clearly on a missing root', async () => {
    await expect(LocalSource.open(join(base, 'nope'))).rejects.toThrow(/no such directory/);
  });
});

describe('walker limits', () => {
  it('records the depth limit instead of descending', async () => {
    const deep = `${Array.from({ length: 10 }, (_, i) => `d${i}`).join('/')}/f.md`;
    const idx = await indexTree(new MemorySource({ [deep]: 'x' }), { maxDepth: 5, maxEntries: 1000 });
    expect(idx.files).toEqual([]);
    expect(idx.problems).toEqual([
      {
        kind: 'depth-limit',
        path: 'd0/d1/d2/d3/d4/d5',
        detail: 'is nested deeper than 5 folders; its content was not scanned',
      },
    ]);
  });
  it('records the entry limit once', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`f${String(i).padStart(2, '0')}.md`, 'x']),
    );
    const idx = await indexTree(new MemorySource(files), { maxDepth: 5, maxEntries: 10 });
    expect(idx.files).toHaveLength(10);
    expect(idx.problems.map((p) => p.kind)).toEqual(['entry-limit']);
  });
  it('catches a link back to an ancestor as a loop', async () => {
    const idx = await indexTree(new MemorySource({ 'a/b/f.md': 'x', 'a/b/up': { symlink: '..' } }));
    expect(idx.problems).toEqual([
      { kind: 'symlink-loop', path: 'a/b/up', detail: 'points back at its own ancestor a' },
    ]);
  });
});

describe('paths and the file store', () => {
  it('resolves relative references and refuses to climb out of the root', () => {
    expect(resolveRelative('a/b', '../c/./d.md')).toBe('a/c/d.md');
    expect(resolveRelative('a', '../../x')).toBeUndefined();
  });
  it('lists the files under a folder without matching its prefix siblings', async () => {
    const src = new MemorySource({
      'sk/a.md': '1',
      'sk/r/b.md': '2',
      'sk-x/c.md': '3',
      'sk.md': '4',
      'sk0/d.md': '6',
      'sk/~/e.md': '7',
      'z.md': '5',
    });
    const store = new FileStore(src, await indexTree(src), 1024);
    expect(store.filesUnder('sk').map((f) => f.path)).toEqual(['sk/a.md', 'sk/r/b.md', 'sk/~/e.md']);
    expect(store.filesUnder('sk/r').map((f) => f.path)).toEqual(['sk/r/b.md']);
    expect(store.filesUnder('nope')).toEqual([]);
    expect(store.filesUnder('').length).toBe(7);
    expect([store.countUnder('sk'), store.countUnder('sk/r'), store.countUnder('nope')]).toEqual([3, 1, 0]);
    expect(store.countUnder('')).toBe(7);
  });
  it('reads a file reached through two paths once', async () => {
    const src = new MemorySource({ 'real/s.md': 'hello', alias: { symlink: 'real' } });
    const store = new FileStore(src, await indexTree(src), 1024);
    const [a, b] = await Promise.all([store.text('real/s.md'), store.text('alias/s.md')]);
    expect(a?.text).toBe('hello');
    expect(b?.path).toBe('alias/s.md');
    expect(store.loaded()).toHaveLength(1);
  });
});
