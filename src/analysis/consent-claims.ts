/**
 * Consent the text says was already given. Only the user, in the session, can say yes to what the agent is
 * about to do: a skill that states the yes ("the user already approved automatic session sync when they
 * onboarded", "you have standing approval", "pre-approved by the workspace owner", "el usuario ya lo
 * aprobó") removes the question it stands in for, so the claim is no gate (src/rules/support/consent-gates.ts,
 * persist-asks.ts) and, beside a risky ask, is itself an ask to act unasked (prose/intents-approval.ts).
 * A condition ("if the user has already approved the plan, …", "once the user approved"), a question and a
 * negation ("never assume the user already approved") claim nothing: they are how a gate is written; nor
 * does an approval that picks out what the act is limited to ("only use sources the user has authorized").
 * Linear: bounded alternations, one optional word run of disjoint classes.
 */

import { CLAUSE_NEGATORS, CONSENT_NEGATORS } from './negation/words.js';

const W = '[ \\t\\n]{1,4}';
const GIVEN_VERB =
  "(?:approved|consented|agreed|authori[sz]ed|okayed|ok['’]?d|signed" +
  W +
  'off|opted' +
  W +
  'in|accepted|granted|green-?lit)';
const STANDING =
  '(?:standing|prior|blanket|advance|up-?front|pre-?existing|permanent|ongoing|global|implicit|implied|general)';
const CONSENT_NOUN = '(?:approval|consent|permission|authori[sz]ation|sign-?off|go-?ahead|ok|okay)';
/** What the consent was, in the passive: "consent was given", "approval has been recorded". */
const DONE = '(?:given|granted|obtained|recorded|collected|captured|received)';

const CLAIMS: readonly RegExp[] = [
  // "already approved", "has previously consented", "was already authorised".
  new RegExp(`\\b(?:already|previously|earlier)${W}(?:been${W})?(?:${GIVEN_VERB}|given|obtained)\\b`, 'i'),
  // "the user has approved", "the owner had authorised" (a present or past perfect: done before this session).
  new RegExp(
    `\\b(?:user|users|owner|owners|admin|administrator|maintainers?|team|operator|manager|you|they)${W}(?:has|have|had|'ve)${W}${GIVEN_VERB}\\b`,
    'i',
  ),
  // "you have standing approval", "with the owner's prior consent", "under a blanket permission".
  new RegExp(
    `\\b(?:have|has|had|with|under|holds?|got|given|granted)${W}(?:(?:the|a|an|your|their|our|his|her|[\\w-]{1,30}['’]s)${W}){0,2}${STANDING}${W}${CONSENT_NOUN}\\b`,
    'i',
  ),
  // "pre-approved by the workspace owner".
  /\bpre-?(?:approved|authori[sz]ed|cleared|consented)[ \t\n]{1,4}(?:by|from)\b/i,
  // "consent was given at onboarding", "approval has been granted".
  new RegExp(
    `\\b${CONSENT_NOUN}${W}(?:was|were|has${W}been|had${W}been|is${W}already|was${W}already)${W}(?:already${W})?${DONE}\\b`,
    'i',
  ),
  // Spanish, Portuguese, French, German, Italian: "ya lo aprobó", "já autorizou", "a déjà approuvé",
  // "hat bereits zugestimmt", "ha già approvato".
  /(?<![\p{L}])ya[ \t]{1,4}(?:(?:lo|la|los|las|le|les|nos|te|me)[ \t]{1,4})?(?:(?:ha|han|había|habían)[ \t]{1,4})?(?:aprob(?:ó|ado|aron)|autoriz(?:ó|ado|aron)|consinti(?:ó|do|eron)|acept(?:ó|ado|aron)|dio[ \t]{1,4}su[ \t]{1,4}(?:consentimiento|aprobación|permiso|visto[ \t]{1,4}bueno))(?![\p{L}])/iu,
  /(?<![\p{L}])já[ \t]{1,4}(?:(?:o|a|os|as|lhe|foi|foram)[ \t]{1,4})?(?:aprov(?:ou|ado|aram)|autoriz(?:ou|ado|aram)|consentiu|aceit(?:ou|o|aram)|deu[ \t]{1,4}(?:o[ \t]{1,4})?(?:seu[ \t]{1,4})?(?:consentimento|aprovação|permissão))(?![\p{L}])/iu,
  /(?<![\p{L}])(?:a|ont|avait|avaient|est|sont)[ \t]{1,4}déjà[ \t]{1,4}(?:approuvée?s?|autorisée?s?|acceptée?s?|consenti|validée?s?|donné[ \t]{1,4}son[ \t]{1,4}accord)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:hat|haben|hatte|hatten|ist|sind|wurde|wurden)[ \t]{1,4}(?:bereits|schon)[ \t]{1,4}(?:[\p{L}-]{1,30}[ \t]{1,4}){0,3}?(?:zugestimmt|genehmigt|freigegeben|erlaubt|eingewilligt|autorisiert)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:ha|hanno|aveva|è|sono)[ \t]{1,4}già[ \t]{1,4}(?:approvat[oaie]|autorizzat[oaie]|acconsentito|accettat[oaie])(?![\p{L}])/iu,
];

/**
 * The first-word gate: every claim above holds a word of consent given — a verb or noun of approval, a
 * participle of the passive, "ok" after a blank, or the Romance or German "already" before a blank — so a
 * text with none (most sentences) claims nothing and no claim pattern runs. Unicode case folding, as the
 * claims in other languages use; it only widens the English ones'.
 */
const CONSENT_WORD = new RegExp(
  `${GIVEN_VERB}|given|obtained|${CONSENT_NOUN.replace('|ok|okay)', ')')}|[ \\t\\n]ok|${DONE}|pre-?cleared|(?:ya|já|déjà|bereits|schon|già)[ \\t]`,
  'iu',
);

/** A condition or a question opens the clause: the approval is awaited, not claimed. */
const CONDITION =
  /(?<![\p{L}])(?:if|when|whenever|once|after|unless|until|whether|before|as soon as|si|cuando|wenn|falls|sobald|nachdem|se|quando|quand|lorsque|dès que|après)(?![\p{L}])/iu;
/**
 * The approval names which things the act is limited to, not that the act is approved: "only use sources
 * the user has already authorized", "write to the file that the user approved".
 */
const LIMITS =
  /(?<![\p{L}])only(?![\p{L}])|(?<![\p{L}])(?:that|which|whom?)[ \t\n]{1,4}(?:[\p{L}'’-]{1,30}[ \t\n]{1,4}){0,3}$/iu;
/** A negation just before: "never assume the user already approved", "the user has not approved". */
const NEGATION = new RegExp(`(?<![\\p{L}])(?:${CLAUSE_NEGATORS}|${CONSENT_NEGATORS})(?![\\p{L}])`, 'iu');
/** Where the claim's clause starts, looking back: a sentence or clause break (a line break is neither). */
const CLAUSE_BREAK = /[.;:!?,()—–]/;

export interface ConsentClaim {
  start: number;
  end: number;
}

/**
 * The first consent claim in `text` that no condition, question or negation in its own clause undoes, or
 * undefined. Offsets are `text`'s.
 */
export function claimedConsent(text: string): ConsentClaim | undefined {
  const s = text.slice(0, 4_000);
  if (!CONSENT_WORD.test(s)) return undefined;
  for (const re of CLAIMS) {
    const m = re.exec(s);
    if (!m) continue;
    let from = m.index;
    for (let k = 0; from > 0 && k < 200 && !CLAUSE_BREAK.test(s[from - 1]!); k++) from--;
    const before = s.slice(from, m.index);
    if (CONDITION.test(before) || NEGATION.test(before) || LIMITS.test(before.slice(-200))) continue;
    // A question: the clause ends in "?" ("Has the user already approved the hook?").
    const rest = s.slice(m.index, m.index + 300);
    const stop = rest.search(/[.;!?\n]/);
    if (stop >= 0 && rest[stop] === '?') continue;
    return { start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}
