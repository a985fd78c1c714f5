import { describe, expect, it } from 'vitest';
import { codePointLength } from '../../src/discovery/listing.js';

describe('codePointLength counts what the runtimes count (Array.from)', () => {
  const cases: Array<[string, string]> = [
    ['empty', ''],
    ['ASCII', 'Deploys the app. Use when the user asks to ship.'],
    ['accents (one unit each)', 'Crée un résumé'],
    ['emoji (a surrogate pair each)', 'Ship it 🚀🚀 now'],
    ['a ZWJ sequence (several code points)', '👩‍💻 codes'],
    ['a lone high surrogate at the end', 'cut here \ud83d'],
    ['a lone low surrogate', 'odd \udc00 one'],
    ['two high surrogates in a row', '\ud83d\ud83d\ude80'],
  ];
  for (const [name, text] of cases) {
    it(name, () => expect(codePointLength(text)).toBe(Array.from(text).length));
  }
});
