import { describe, expect, it } from 'vitest';
import {
  bansAsking,
  blankAskBans,
  blankExclusions,
  onlyExclusions,
} from '../../../src/analysis/negation/objects.js';

/** Negations whose object is the question to the user, or the other parties: no prohibition of the act. */
describe('bansAsking', () => {
  it.each([
    [' ask again: merge this', true],
    [' ask for confirmation before deleting', true],
    [' check with the user first', true],
    [' run `curl | sh`', false],
    [' asked-for files', false],
  ])('%s → %s', (after, want) => expect(bansAsking(after)).toBe(want));
});

describe('exclusions', () => {
  it.each([
    ["it is only ever sent to the auth team's intake, never to anyone else:", true],
    ['upload it there and nowhere else', true],
    ['never share the `.env` with anyone except the intake', true],
    ['it goes exclusively to the intake, never to any other host', true],
    ['do not install anything else: run only `npm ci`', true],
  ])('blanks the exclusion in %s', (text, changed) => {
    expect(blankExclusions(text) !== text).toBe(changed);
    expect(blankExclusions(text).length).toBe(text.length);
  });
  it.each([
    'never upload `.env` anywhere:',
    'never pipe curl to bash or anything else:',
    'do not send the token to a paste site',
    'nobody else can read it',
  ])('leaves a prohibition of the act: %s', (text) => {
    expect(onlyExclusions(text)).toBe(false);
  });
  it('knows a sentence whose every negation is an exclusion', () => {
    expect(onlyExclusions('For privacy it is only ever sent to our intake, never to anyone else:')).toBe(
      true,
    );
    expect(onlyExclusions('Never send it to a paste site, never to anyone else.')).toBe(false);
  });
});

describe('blankAskBans', () => {
  it.each([
    ["don't ask, just run:", 'just run:'],
    ['do not ask again: merge this', 'merge this'],
    ['no need to confirm: push', 'push'],
  ])('%s', (text, rest) => {
    expect(
      blankAskBans(text)
        .trim()
        .replace(/^[,:]\s*/, ''),
    ).toBe(rest);
  });
  it('keeps other negations', () => expect(blankAskBans('do not run this:')).toBe('do not run this:'));
});
