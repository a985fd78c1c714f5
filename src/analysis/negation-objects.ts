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
 * Pure and linear: bounded alternations only.
 */

/** Verbs of asking the user for a yes (and their -ing forms): the object of an ask ban. */
const ASK_VERB =
  '(?:ask|asking|re-?ask|confirm|confirming|re-?confirm|prompt|prompting|wait|waiting|pause|pausing|seek|seeking|request|requesting|bother|bothering|interrupt|interrupting|check[ \\t]{1,4}(?:with|back|in[ \\t]{1,4}with))';
const ASK_AFTER_MARKER = new RegExp(`^[ \\t*_]{0,6}${ASK_VERB}(?![\\p{L}\\p{N}-])`, 'iu');

/** The text right after a prohibition's marker ("Do not| ask again: …") opens with an asking verb. */
export function bansAsking(afterMarker: string): boolean {
  return ASK_AFTER_MARKER.test(afterMarker.slice(0, 80));
}

/** An ask ban in running text: "don't ask", "never ask again", "no need to confirm", "do not wait for". */
const ASK_BAN = new RegExp(
  `(?<![\\p{L}])(?:do[ \\t]{1,4}not|don['’]t|never|no[ \\t]{1,4}need[ \\t]{1,4}to|needn['’]t)[ \\t]{1,4}(?:(?:again|ever|first)[ \\t]{1,4})?${ASK_VERB}(?:[ \\t]{1,4}(?:again|first))?(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** `text` with its ask bans blanked (same length): what they ban is the question, not the act. */
export function blankAskBans(text: string): string {
  return text.replace(ASK_BAN, (m) => ' '.repeat(m.length));
}

/** The asking verbs as lower-case words, for token readers ("do not ask", "never confirm"). */
export const ASK_WORDS: ReadonlySet<string> = new Set([
  'ask',
  'asking',
  're-ask',
  'reask',
  'confirm',
  'confirming',
  'reconfirm',
  're-confirm',
  'prompt',
  'prompting',
  'wait',
  'waiting',
  'pause',
  'pausing',
  'seek',
  'seeking',
  'request',
  'requesting',
  'bother',
  'bothering',
  'interrupt',
  'interrupting',
]);

const S = '[ \\t]{1,4}';
/** Someone or somewhere other than the party named: "anyone else", "any other host", "elsewhere". */
const OTHER_PARTY =
  `(?:(?:anyone|anybody|anything|anywhere|no${S}one|nobody|nowhere|someone|somewhere)${S}(?:else|but|except|other${S}than|besides)|elsewhere|` +
  `(?:any|no)${S}other${S}(?:hosts?|servers?|destinations?|services?|endpoints?|parties|party|urls?|domains?|recipients?|places?|sites?|teams?|vendors?|companies|company|providers?|people|persons?|address(?:es)?|locations?|tools?|one))`;
/**
 * An exclusion: a negator whose object is the other parties ("never to anyone else", "not elsewhere",
 * "and nowhere else", "never shared with any other service"), with at most five words between (a verb,
 * a preposition: "never be uploaded to anyone else"). "… or anything else" joins more to what is forbidden.
 */
const EXCLUSION = new RegExp(
  `(?<![\\p{L}])(?:(?:never|not|no|nor|n['’]t)${S}(?:[^\\s,;:!?()]{1,40}${S}){0,5}?(?:to${S}|with${S}|by${S}|for${S})?(?<!(?:or|and|nor)${S})${OTHER_PARTY}|nowhere${S}else)(?![\\p{L}])`,
  'giu',
);

/** `text` with its exclusions blanked (same length): what is left is negated only if it forbids the act. */
export function blankExclusions(text: string): string {
  if (!/else|other|but|except|besides|than/i.test(text)) return text;
  return text.replace(EXCLUSION, (m) => ' '.repeat(m.length));
}

/** A negator word left after the exclusions are blanked. */
const NEGATOR = /(?<![\p{L}])(?:not|never|no|nor|n['’]t|avoid|nowhere)(?![\p{L}])/iu;

/**
 * Every negation of the sentence is an exclusion ("it is only ever sent to our intake, never to anyone
 * else"): the sentence forbids nothing but the other parties.
 */
export function onlyExclusions(text: string): boolean {
  const blanked = blankExclusions(text);
  return blanked !== text && !NEGATOR.test(blanked);
}
