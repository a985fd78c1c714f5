/**
 * Negations that forbid something other than the act beside them. A prohibition forbids what its verb
 * governs (src/analysis/prohibition-scope.ts); two objects make the negation no prohibition of the act:
 *  - the question to the user: "do not ask again: merge this into ~/.claude/settings.json", "never wait for
 *    a confirmation; push". What is banned is asking; the act after it is ordered, unasked (a pre-approval,
 *    src/analysis/prose/intents-approval.ts), not forbidden;
 *  - the other destinations: "it is only ever sent to the auth team's intake, never to anyone else:",
 *    "upload it there and nowhere else". What is excluded is every party but the one named; the send to
 *    that one is what the sentence asks. Whether that party may receive it is the issuer's question
 *    (src/analysis/issuer-restrictions.ts), not the negation's.
 * The verbs of asking, the negators and the other parties are words.ts's. Pure and linear: bounded
 * alternations only.
 */

import {
  ASK_BAN_HEADS,
  ASK_PHRASAL,
  ASK_WORDS,
  CLAUSE_NEGATORS,
  EXCLUSION_CUES,
  EXCLUSION_LEFT_NEGATORS,
  OTHER_PARTY,
} from './words.js';

/** Verbs of asking the user for a yes (and their -ing forms): the object of an ask ban. */
const ASK_VERB = `(?:${[...ASK_WORDS].join('|')}|${ASK_PHRASAL})`;
const ASK_AFTER_MARKER = new RegExp(`^[ \\t*_]{0,6}${ASK_VERB}(?![\\p{L}\\p{N}-])`, 'iu');

/** The text right after a prohibition's marker ("Do not| ask again: …") opens with an asking verb. */
export function bansAsking(afterMarker: string): boolean {
  return ASK_AFTER_MARKER.test(afterMarker.slice(0, 80));
}

/** An ask ban in running text: "don't ask", "never ask again", "no need to confirm", "do not wait for". */
const ASK_BAN = new RegExp(
  `(?<![\\p{L}])(?:${ASK_BAN_HEADS})[ \\t]{1,4}(?:(?:again|ever|first)[ \\t]{1,4})?${ASK_VERB}(?:[ \\t]{1,4}(?:again|first))?(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** `text` with its ask bans blanked (same length): what they ban is the question, not the act. */
export function blankAskBans(text: string): string {
  return text.replace(ASK_BAN, (m) => ' '.repeat(m.length));
}

const S = '[ \\t]{1,4}';
/**
 * An exclusion: a negator whose object is the other parties ("never to anyone else", "not elsewhere",
 * "and nowhere else", "never shared with any other service"), with at most five words between (a verb,
 * a preposition: "never be uploaded to anyone else"). "… or anything else" joins more to what is forbidden.
 */
const EXCLUSION = new RegExp(
  `(?<![\\p{L}])(?:(?:${CLAUSE_NEGATORS})${S}(?:[^\\s,;:!?()]{1,40}${S}){0,5}?(?:to${S}|with${S}|by${S}|for${S})?(?<!(?:or|and|nor)${S})${OTHER_PARTY}|nowhere${S}else)(?![\\p{L}])`,
  'giu',
);

/** `text` with its exclusions blanked (same length): what is left is negated only if it forbids the act. */
export function blankExclusions(text: string): string {
  if (!EXCLUSION_CUES.test(text)) return text;
  return text.replace(EXCLUSION, (m) => ' '.repeat(m.length));
}

/** A negator word left after the exclusions are blanked. */
const NEGATOR = new RegExp(
  `(?<![\\p{L}])(?:${CLAUSE_NEGATORS}|${EXCLUSION_LEFT_NEGATORS})(?![\\p{L}])`,
  'iu',
);

/**
 * Every negation of the sentence is an exclusion ("it is only ever sent to our intake, never to anyone
 * else"): the sentence forbids nothing but the other parties.
 */
export function onlyExclusions(text: string): boolean {
  const blanked = blankExclusions(text);
  return blanked !== text && !NEGATOR.test(blanked);
}
