import { describe, expect, it } from 'vitest';
import { classifyContent } from '../../src/analysis/content.js';
import { decodeBytes } from '../../src/analysis/decode.js';
import { binaryFormat, hasBinaryBytes } from '../../src/analysis/magic.js';
import { textOpacity } from '../../src/analysis/opaque.js';

const enc = new TextEncoder();
const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...enc.encode(p)] : p)));
const noise = (n: number, seed = 1) => {
  const out = new Uint8Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    out[i] = s >> 16;
  }
  return out;
};
const b64 = (b: Uint8Array, wrap = 76) =>
  Buffer.from(b)
    .toString('base64')
    .replace(new RegExp(`.{${wrap}}`, 'g'), '$&\n');

describe('binary formats by magic bytes', () => {
  it('names executables, compiled code and media, and tells a fat Mach-O from a Java class', () => {
    const cases: Array<[Uint8Array, string, string | undefined]> = [
      [
        bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Array(8).fill(0), [3, 0]),
        'libx.so.1',
        'ELF shared library',
      ],
      [bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), 'tool', 'Mach-O binary'],
      [bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2]), 'tool', 'Mach-O universal binary'],
      [bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61]), 'A.class', 'Java class file'],
      [bytes([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), 'm.wasm', 'WebAssembly module'],
      [bytes([0xa7, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0]), 'x.pyc', 'Python bytecode'],
      [bytes([0x80, 4, 0x95, 0, 0]), 'model.pkl', 'Python pickle (runs code when loaded)'],
      [bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3]), 'a.pdf', 'PDF document'],
    ];
    for (const [b, name, label] of cases) expect(binaryFormat(b, name)?.label).toBe(label);
  });

  it('does not take text that starts like a signature for that format', () => {
    for (const text of [
      'ID3 tags are metadata.\n',
      'MZ is the DOS header.\n',
      '%PDF-1.7 is a version.\n',
      'OggS\n',
    ])
      expect(binaryFormat(enc.encode(text), 'notes.md')).toBeUndefined();
  });

  it('finds a PE header behind the MZ stub', () => {
    const pe = new Uint8Array(256);
    pe.set([0x4d, 0x5a, 0x90, 0]);
    pe.set([0x80, 0, 0, 0], 0x3c);
    pe.set([0x50, 0x45, 0, 0], 0x80);
    pe.set([0x00, 0x20], 0x80 + 22);
    expect(binaryFormat(pe, 'x.dll')?.label).toBe('Windows DLL (PE)');
  });
});

describe('bytes no text file has', () => {
  const enc = new TextEncoder();
  it('passes ASCII and valid UTF-8, a character cut at the window included', () => {
    expect(hasBinaryBytes(enc.encode('plain ascii\twith tabs\r\n\x1b[0m'))).toBe(false);
    expect(hasBinaryBytes(enc.encode('Größe: 5 € — ok'))).toBe(false);
    const long = enc.encode(`${'a'.repeat(1023)}€`); // the euro sign's three bytes straddle byte 1024
    expect(hasBinaryBytes(long)).toBe(false);
  });
  it('flags control bytes and invalid UTF-8, in ASCII-only windows too', () => {
    expect(hasBinaryBytes(enc.encode('text\u0000more'))).toBe(true);
    expect(hasBinaryBytes(Uint8Array.from([0x61, 0x62, 0x07]))).toBe(true);
    expect(hasBinaryBytes(Uint8Array.from([0x61, 0xc3, 0x28, 0x61]))).toBe(true);
    expect(hasBinaryBytes(Uint8Array.from([0xff, 0xfe, 0x61]))).toBe(true);
  });
});

describe('text nobody can read', () => {
  it('calls JavaScript and CSS minified by their lines and whitespace, and leaves readable code alone', () => {
    const bundle = `(()=>{${'let a=1,b=2;function f(c){return c?a:b}'.repeat(80)}})();`;
    expect(textOpacity('dist/app.js', bundle)).toMatchObject({ kind: 'minified', lang: 'javascript' });
    expect(textOpacity('dist/app.txt', bundle)).toBeUndefined();
    const readable = 'function add(a, b) {\n  return a + b;\n}\n\n'.repeat(100);
    expect(textOpacity('src/add.js', readable)).toBeUndefined();
    expect(textOpacity('a.css', `${'.a{color:red;margin:0}'.repeat(200)}`)).toMatchObject({
      kind: 'minified',
      lang: 'css',
    });
  });

  it('finds base64 and hex blobs, wrapped or not, and what they decode to', () => {
    expect(textOpacity('a.txt', b64(noise(3000)))).toMatchObject({ kind: 'encoded', scheme: 'base64' });
    expect(textOpacity('a.txt', b64(noise(3000), 1_000_000))).toMatchObject({
      kind: 'encoded',
      scheme: 'base64',
    });
    const elf = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Array(8).fill(0), [2, 0]);
    const payload = new Uint8Array(3000);
    payload.set(elf);
    payload.set(noise(2900), 100);
    const o = textOpacity('a.md', `Setup data:\n\n${b64(payload)}`);
    expect(o).toMatchObject({ kind: 'encoded', decodesTo: { kind: 'native', label: 'ELF executable' } });
    expect(
      textOpacity(
        'a.py',
        `BLOB = (\n${Buffer.from(noise(2000)).toString('hex').replace(/.{64}/g, '    "$&"\n')})\n`,
      ),
    ).toMatchObject({ kind: 'encoded', scheme: 'hex' });
  });

  it('leaves prose, tables, digests beside names, data URIs and embedded images alone', () => {
    const prose = 'The quick brown fox jumps over the lazy dog. '.repeat(200);
    const table = `| a | b |\n|${'-'.repeat(80)}|${'-'.repeat(80)}|\n`.repeat(30);
    const sums = Array.from(
      { length: 60 },
      (_, i) => `${Buffer.from(noise(32, i + 1)).toString('hex')}  dist/pkg-${i}.tgz`,
    ).join('\n');
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], [...noise(4000)]);
    const sourceMap = `console.log(1);\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(noise(4000)).toString('base64')}\n`;
    for (const text of [
      prose,
      table,
      sums,
      `![x](data:image/png;base64,${Buffer.from(png).toString('base64')})`,
      JSON.stringify({ 'image/png': Buffer.from(png).toString('base64') }),
      sourceMap,
    ])
      expect(textOpacity('a.md', text)).toBeUndefined();
  });

  it('stays linear on a megabyte of one character and of alternating classes', () => {
    const started = performance.now();
    textOpacity('a.js', 'A'.repeat(1 << 20));
    textOpacity('a.md', 'aA1'.repeat(350_000));
    textOpacity('a.md', 'aA1\n'.repeat(250_000));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('content classes and analysed bytes', () => {
  const classify = (path: string, b: Uint8Array, size = b.length) => {
    const d = decodeBytes(b);
    return classifyContent({ path, size, read: b.length, text: d.text, anomalies: d.anomalies, bytes: b });
  };

  it('splits a file into analysed, inert and unanalysed bytes', () => {
    expect(classify('a.md', enc.encode('# hi\n'))).toMatchObject({
      cls: 'text',
      analysed: 5,
      inert: 0,
      unanalysed: 0,
    });
    expect(classify('a.md', enc.encode('# hi\n'), 50)).toMatchObject({
      cls: 'text',
      analysed: 5,
      unanalysed: 45,
      reason: 'beyond the read limit',
    });
    expect(classify('logo.png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toMatchObject(
      { cls: 'media', inert: 10 },
    );
    expect(classify('blob.dat', bytes([1, 2, 3, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({
      cls: 'binary',
      unanalysed: 10,
    });
    const broken = classify('a.md', noise(400));
    expect(broken.cls === 'binary' || broken.cls === 'undecodable').toBe(true);
    expect(broken.unanalysed).toBe(400);
  });
});
