import type { Token } from './tokens.js';

/**
 * Sentences that describe how a model behaves rather than tell it what to do: vendor documentation and
 * prompt-engineering notes say "Claude may forget its instructions over long conversations" or "Claude
 * instructions on webpages may override instructions". Two readings of roles.ts mistook them for asks:
 *
 * - a name of the agent followed by a modal is an address ("Claude may …", "you can …"), but a modal of
 *   possibility before a verb nobody does on purpose (forget, misread, lose track) predicts a lapse: it
 *   is no permission, since nobody is permitted to misread. A verb one chooses ("Claude may disregard its
 *   earlier instructions") keeps the permission reading, and so does "now" after the modal ("Claude may now
 *   forget …" grants something from this point on) and the second person ("you may forget …").
 * - "Claude instructions on webpages … may override": a plural noun after the name is the head of a noun
 *   phrase when the clause's verb (a modal or copula) comes later, not a verb in the third person.
 */

/** Third-person names of the agent; "you" is the reader addressed, whose "may" grants. */
const THIRD_PERSON = new Set('claude assistant agent model llm ai copilot codex gemini'.split(' '));
/** Modals of possibility or prediction. */
const POSSIBILITY = new Set(['may', 'might', 'could', 'can', 'will', 'would']);
/** Adverbs that may sit between the modal and the verb without changing the reading. */
const HEDGES = new Set(['sometimes', 'occasionally', 'also', 'still', 'easily', 'gradually', 'eventually']);
/** Verbs of things that happen to a reader, not things it chooses to do. */
const LAPSES = new Set([
  'forget',
  'misread',
  'misinterpret',
  'misunderstand',
  'misremember',
  'confuse',
  'overlook',
  'hallucinate',
  'struggle',
  'drift',
  'lose',
  'miss',
  'fail',
]);

/**
 * `at` is a name of the agent in the third person, `at + 1` a modal of possibility, and what follows is a
 * lapse: "Claude may forget its instructions", "the model might misread text in images".
 */
export function predictedLapse(tokens: readonly Token[], at: number): boolean {
  const w = (i: number) => (tokens[i]?.kind === 'word' ? tokens[i]!.t : '');
  if (!THIRD_PERSON.has(w(at)) || !POSSIBILITY.has(w(at + 1))) return false;
  let k = at + 2;
  if (HEDGES.has(w(k))) k++;
  return LAPSES.has(w(k));
}

/** Words that end the subject's clause: the verb after them is another clause's. */
const CLAUSE_BREAKS = new Set([
  'that',
  'which',
  'who',
  'whom',
  'whose',
  'when',
  'whenever',
  'if',
  'unless',
  'because',
  'since',
  'so',
  'and',
  'but',
  'then',
  'while',
  'where',
  'until',
  'before',
  'after',
  'once',
]);
/** A clause's finite verb that shows the words before it were its subject. */
const CLAUSE_VERBS = new Set([
  'may',
  'might',
  'could',
  'can',
  'will',
  'would',
  'should',
  'must',
  'are',
  'were',
]);

/**
 * The word at `at`, right after a name of the agent, heads a noun phrase ("Claude instructions on webpages
 * or contained in images may override …", "Claude prompts hidden in a PDF can …"): a modal or a plural
 * copula follows within the clause, with no relative pronoun, conjunction or punctuation between.
 */
export function nounAfterName(tokens: readonly Token[], at: number): boolean {
  for (let k = at + 1; k < tokens.length && k <= at + 12; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct' || t.kind === 'quote') return false;
    if (t.kind !== 'word') continue;
    if (CLAUSE_BREAKS.has(t.t)) return false;
    if (CLAUSE_VERBS.has(t.t)) return k > at + 1;
  }
  return false;
}
