import { describe, expect, it } from 'vitest';
import { factsOf } from '../../support/code.js';

/** Hostile input finishes in bounded time without throwing, and a bound hit is recorded, not hidden. */
describe('python analyzer on hostile input', () => {
  const within = async (code: string, ms: number) => {
    const started = performance.now();
    const r = await factsOf('python', code);
    const took = performance.now() - started;
    expect(took).toBeLessThan(ms);
    return r;
  };

  it('a 1 MB line', async () => {
    const r = await within(`x = "${'A'.repeat(1024 * 1024)}"\nimport os\nos.system(x)\n`, 15_000);
    expect(r.units[0]!.parse).not.toBe('ok');
  });

  it('5,000-deep parentheses', async () => {
    const r = await within(`x = ${'('.repeat(5000)}1${')'.repeat(5000)}\n`, 15_000);
    expect(['ok', 'recovered', 'gave-up']).toContain(r.units[0]!.parse);
  });

  it('deeply nested calls mark the unit as not fully analysed', async () => {
    const r = await within(`x = ${'f('.repeat(3000)}1${')'.repeat(3000)}\n`, 15_000);
    expect(r.units[0]!.parse).toBe('gave-up');
  });

  it('invalid UTF-8 (decoded with replacement characters)', async () => {
    const text = Buffer.from([
      0x69, 0x6d, 0x70, 0x6f, 0x72, 0x74, 0x20, 0x6f, 0x73, 0x0a, 0xff, 0xfe, 0xc3, 0x28, 0x0a,
    ]).toString('utf8');
    await within(`${text}os.system("id")\n`, 5_000);
  });

  it('functions that call each other without end', async () => {
    const defs = Array.from(
      { length: 300 },
      (_, i) =>
        `def f${i}(x):\n    f${(i + 1) % 300}(x + "a")\n    f${(i + 7) % 300}(x)\n    return f${(i + 3) % 300}(x)\n`,
    );
    await within(`${defs.join('')}f0("s")\n`, 15_000);
  });

  it('a huge list and a long loop over it', async () => {
    const items = Array.from({ length: 50_000 }, (_, i) => `"/p/${i}"`).join(', ');
    await within(
      `xs = [${items}]\nfor p in xs:\n    open(p).read()\n"".join(chr(int(c)) for c in xs)\n`,
      15_000,
    );
  });

  it('string concatenation that doubles in a loop stays bounded', async () => {
    const r = await within(`s = "a"\n${'s = s + s\n'.repeat(200)}import os\nos.system(s)\n`, 10_000);
    const ex = r.behaviours.find((b) => b.kind === 'execute');
    expect(ex && ex.kind === 'execute' && ex.code.text.length).toBeLessThanOrEqual(2_000);
  });

  it('garbage that is not Python', async () => {
    await within('\u0000\u0001 ))) ((( def class : : : """ \' \n'.repeat(20_000), 15_000);
  });
});

describe('python names that are also JavaScript property names', () => {
  it('constructor, __proto__ and toString as attributes, methods and codecs are plain names', async () => {
    const r = await factsOf(
      'python',
      'import codecs, os\nfrom pathlib import Path\np = Path("x").constructor\n"a".constructor("b")\ncodecs.decode("x", "constructor")\nos.environ.get("__proto__")\nx.__proto__.toString()\n',
    );
    expect(r.units[0]!.parse).toBe('ok');
  });
});
