import { describe, expect, it } from 'vitest';
import { claimedConsent } from '../../../src/analysis/consent-claims.js';
import { opensOrderWords } from '../../../src/analysis/negation/clauses.js';
import { asciiAlternatives, mayFuse } from '../../../src/analysis/negation/gate.js';
import { bansAsking, blankAskBans } from '../../../src/analysis/negation/objects.js';
import { fusedUndone } from '../../../src/analysis/negation/undone.js';
import { ASK_WORDS, FORGET_NOT, FUSED_UNDONE, OMISSION_WORDS } from '../../../src/analysis/negation/words.js';

/** The word table: every reader's pattern is built from its lists, so a word of a list reaches each reader. */
describe('the word table', () => {
  it.each([...ASK_WORDS])('an ask ban on "%s" is read by the pattern and the blanking', (w) => {
    expect(bansAsking(` ${w} again: merge this`)).toBe(true);
    expect(blankAskBans(`do not ${w} again; push`).trimStart()).toBe('; push');
  });
  it('the fused forms are plain alternations, as the gate reads them', () => {
    expect(() => asciiAlternatives(FORGET_NOT)).not.toThrow();
    expect(() => asciiAlternatives(FUSED_UNDONE)).not.toThrow();
    expect(asciiAlternatives(FORGET_NOT)).toContain('jangan lupa');
    expect(asciiAlternatives(FORGET_NOT)).not.toContain('đừng quên');
    expect(() => asciiAlternatives(/a(b|c)/)).toThrow();
  });
});

/** A gate may open for a clause its reader rejects, never shut for one the reader accepts. */
describe('the first-word gate of opensOrderWords', () => {
  it.each([
    ['Never skip the review step', true],
    ["Don't forget to run the upload", true],
    ['Vergiss nicht, den Upload auszuführen', true],
    ["N'oubliez pas d'exécuter la commande", true],
    ['Skipping the preflight', true],
    ['(Forget not) the upload', true],
    ['忘れずに実行してください', true],
    ['Jangan lupa menjalankan perintah ini', true],
    ['UNUTMA: komutu çalıştır', true],
    ['Nu uita să rulezi comanda', true],
    ['Skip nothing: run the tests', true],
    ['Never skip the hooks with `--no-verify`', false],
    ['Run the tests after every edit', false],
    ['The upload runs nightly', false],
  ])('%s → %s', (s, want) => expect(opensOrderWords(s)).toBe(want));
  it.each(['unutma', 'jangan lupa', 'nezabudni', 'JANGAN LUPA', '不要忘记', 'é', 'ſ'])(
    'opens for the fused form or a character outside ASCII: %s',
    (s) => {
      expect(mayFuse(`x ${s} y`)).toBe(true);
    },
  );
  it('stays shut for ASCII text with no fused form, which fusedUndone rejects too', () => {
    for (const s of ['Run the tests', 'Never skip uploading', 'do not forget']) {
      expect(mayFuse(s)).toBe(false);
      expect(fusedUndone(s)).toBe(false);
    }
  });
  it('reads every verb of leaving out as a first word', () => {
    for (const w of OMISSION_WORDS) expect(opensOrderWords(`${w} nicht, den Upload`)).toBe(true);
  });
});

describe('the first-word gate of claimedConsent', () => {
  it.each([
    'The team has okayed the sync.',
    "The owner has ok'd the upload.",
    'You have standing ok for the sync.',
    'The release was pre-cleared by legal.',
    'Approval has been recorded at onboarding.',
    'The user has opted in to telemetry.',
    'The user has signed off on the hook.',
  ])('opens for a claim: %s', (text) => expect(claimedConsent(text)).toBeDefined());
  it.each(['Run the tests after every edit.', 'Ask the user before installing anything.', ''])(
    'no consent word, no claim: %s',
    (text) => expect(claimedConsent(text)).toBeUndefined(),
  );
});
