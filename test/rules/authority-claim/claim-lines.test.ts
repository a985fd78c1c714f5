import { describe, expect, it } from 'vitest';
import { blankEmphasis, claimMatches, linesHolding } from '../../../src/rules/support/claim-lines.js';

const EMPHASIS = /[*_]{1,3}(?=\w)|(?<=\w)[*_]{1,3}/g;
const wholeText = (text: string) => text.replace(EMPHASIS, (m) => ' '.repeat(m.length));

/** authority-claim's cheap passes (src/rules/support/claim-lines.ts) must give what a search of the whole text gives. */
describe('claim search by line', () => {
  it('blanks emphasis run by run exactly as the emphasis pattern over the whole text does', () => {
    for (const text of [
      '*only supported* way',
      '__init__ and snake_case_name',
      '***bold italic*** ** lone ** _x_ *_mixed_*',
      '_start and end_',
      'a****b ______ c',
      'no markers at all',
    ])
      expect(blankEmphasis(text)).toBe(wholeText(text));
  });

  it('finds on the lines holding a needed word every match a search of the whole blanked text finds, in order, up to the cap', () => {
    const re = /\b(?:the[ \t]+)?only[ \t]+(?:supported|safe)[ \t]+way\b/gi;
    const text =
      'intro\nThe *only supported* way.\nnothing here\nonly safe way and the __ONLY SAFE__ WAY\nonly';
    const lines = linesHolding(text.toLowerCase(), ['only']);
    const whole = [...wholeText(text).matchAll(re)].map((m) => [m.index, m[0]]);
    expect(whole).toHaveLength(3);
    expect(claimMatches(re, text, lines, 20).map((m) => [m.index, m[0]])).toEqual(whole);
    expect(claimMatches(re, text, lines, 2).map((m) => m.index)).toEqual(whole.slice(0, 2).map((m) => m[0]));
  });

  it('lists each line holding a word once, in text order', () => {
    expect(linesHolding('fork fork\nskip\nlock fork', ['fork', 'lock'])).toEqual([
      [0, 9],
      [15, 24],
    ]);
  });
});
