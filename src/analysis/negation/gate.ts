/**
 * The first-word gates of the negation readers: the cheap tests that tell, before any pattern of means or
 * word walk runs, that a clause holds no marker word a reader could act on. Most sentences of a skill hold
 * none (the corpus profile put the readers that ran anyway — clauses.ts `opensOrderWords`, consent-claims.ts
 * — at a few per cent of the prose pass), so each reader asks its gate first and returns its empty answer when
 * the gate is shut. A gate is a necessary condition derived from the same lists as the reader: it may open
 * for a clause the reader then rejects, never shut for one the reader accepts.
 */

import { FORGET_NOT, FUSED_UNDONE } from './words.js';

/** A character outside ASCII, as a pattern: a code unit above 0x7f (no Unicode flag). */
const NON_ASCII = '[\\u0080-\\uffff]';

/**
 * The alternatives of a plain alternation (no groups, no classes) that can match text written in ASCII only:
 * those in ASCII, and any holding a letter whose case folds into ASCII (ſ, the Kelvin sign).
 */
export function asciiAlternatives(re: RegExp): string[] {
  if (/[()[\]]/.test(re.source)) throw new Error(`asciiAlternatives needs a plain alternation: ${re.source}`);
  return re.source.split('|').filter((a) => !new RegExp(NON_ASCII).test(a) || /[ſK]/u.test(a));
}

/**
 * A text `fusedUndone` may find a fused form in: one with a character outside ASCII (the fused forms are
 * Japanese, Korean, Chinese, Czech …), or one of the forms written in ASCII ("unutma", "jangan lupa",
 * "nu uita"), in any case (wider than the case-sensitive fused list: a gate may open for more).
 */
const MAY_FUSE = new RegExp(
  [NON_ASCII, ...asciiAlternatives(FUSED_UNDONE), ...asciiAlternatives(FORGET_NOT)].join('|'),
  'i',
);

/** `fusedUndone(s)` may hold. */
export function mayFuse(s: string): boolean {
  return MAY_FUSE.test(s.slice(0, 200));
}
