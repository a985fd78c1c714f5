import { describe, expect, it } from 'vitest';
import { AsciiWords, asciiLower } from '../../src/analysis/ascii-words.js';

/** The word lookups that replace case-insensitive keyword alternations must answer as `/word/i` does. */
describe('ASCII word lookup', () => {
  it('finds a word in any ASCII case', () => {
    const words = new AsciiWords('Run NPM Install then PiP');
    expect(words.has('npm')).toBe(true);
    expect(words.has('pip')).toBe(true);
    expect(words.hasAny(['cargo', 'install'])).toBe(true);
    expect(words.has('cargo')).toBe(false);
  });

  it('does not take the characters toLowerCase turns into ASCII for ASCII letters, as an i regex does not', () => {
    // U+212A (Kelvin sign) lower-cases to `k`, U+0130 to `i` + a combining dot; /k/i and /i/i match neither.
    for (const text of ['\u212aey', 'p\u0130p']) {
      const words = new AsciiWords(text);
      expect(words.has('key')).toBe(/key/i.test(text));
      expect(words.has('pip')).toBe(/pip/i.test(text));
    }
  });

  it('keeps every offset: the lower-cased copy has the length of the text', () => {
    const text = 'İstanbul KELVIN \u212a ÉCOLE';
    expect(asciiLower(text)).toHaveLength(text.length);
    expect(asciiLower(text)).toBe('İstanbul kelvin \u212a École');
  });
});
