/**
 * Whether a negation forbids the act it stands before (docs/prose.md, "Prohibitions"): what undoes a
 * negation, with the words of words.ts. Every reader that decides "is this act negated here?" asks it — the
 * prohibition scope of headings, labels, lists and tables (src/analysis/prohibition-scope.ts), a sentence's
 * negator before a verb (View.negatorBefore, src/analysis/prose/view.ts), a sentence's role (roles.ts
 * `directiveOf`), a code block's lead-in and first-line comment (lead-clauses.ts, block-labels.ts).
 *
 * What undoes a negation:
 *  - a verb of leaving out right after it, or right before it where the language puts the negator after the
 *    verb: "Don't forget to run …", "Never skip uploading …", "Never fail to send …", "Don't hesitate to run
 *    …", "Nunca olvides ejecutar …", "N'oubliez pas d'exécuter …", "Vergiss nicht, … auszuführen",
 *    "不要忘记运行 …", "…を忘れずに実行": the negation of an omission asks for the act;
 *  - under a prohibition, an item whose head is itself an omission, and a complement of the prohibition's
 *    scope: clauses.ts.
 * Pure; every pattern is a bounded alternation anchored at a given offset (linear).
 */

import { NEGATION_WORD, negationWords } from './word-reader.js';
import {
  AFTER_VERB_NEGATORS,
  COORDINATORS,
  FILLERS,
  FORGET_NOT,
  FUSED_UNDONE,
  MEANS_CJK,
  MEANS_LIST,
  OMISSION_CJK,
  OMISSION_PARTICLES,
  OMISSION_PHRASAL,
  OMISSION_WORDS,
  wordSet,
} from './words.js';

/** French elision glued to the verb ("n'oubliez", "d'exécuter"). */
const ELISION = /^(?:n|d|l|qu)['’]/;
/** Words of means, as words and in running text ("with", "by", 通过). */
const MEANS = wordSet(MEANS_LIST);
export const MEANS_TEXT = new RegExp(
  `(?<![\\p{L}])(?:${MEANS_LIST.split(' ').join('|')})(?![\\p{L}])|${MEANS_CJK}`,
  'iu',
);

export const omissionWord = (w: string | undefined): boolean =>
  w !== undefined && (OMISSION_WORDS.has(w) || OMISSION_WORDS.has(w.replace(ELISION, '')));

/** The lower-cased word at an index of a sentence ('' or undefined past its ends or for a non-word). */
export type WordAt = (k: number) => string | undefined;

/** Where the verb of leaving out that undoes the negator at `neg` stands, if one does. */
function omissionAt(word: WordAt, neg: number): number | undefined {
  let k = neg + 1;
  while (k < neg + 3 && FILLERS.has(word(k) ?? '')) k++;
  if (omissionWord(word(k))) return k;
  if (OMISSION_PHRASAL.has(word(k) ?? ''))
    for (let j = k + 1; j <= k + 4; j++) if (OMISSION_PARTICLES.has(word(j) ?? '')) return j;
  // "oubliez pas", "vergiss nicht", "vergeet niet", "glöm inte": the negator after the verb, in the languages
  // that put it there ("fails without informing" is no undone negation).
  if (AFTER_VERB_NEGATORS.has(word(neg) ?? '') && omissionWord(word(neg - 1))) return neg;
  // "n'oubliez": the negator glued to the verb.
  if (ELISION.test(word(neg) ?? '') && omissionWord(word(neg))) return neg;
  return undefined;
}

/**
 * The negator at `neg` in a sentence's lower-cased words does not reach the act at `act`: a verb of leaving
 * out right after the negator (past "ever", "you"), or right before it where the negator follows the verb
 * ("oubliez pas", "vergiss nicht"), stands before the act, and no word of means ("with", "by") lies between
 * them. The verb of leaving out itself stays negated ("never skip the review" does not ask to skip it).
 */
export function undoneFor(word: WordAt, neg: number, act: number): boolean {
  const o = omissionAt(word, neg);
  if (o === undefined || o >= act || COORDINATORS.has(word(o + 1) ?? '')) return false;
  for (let k = o + 1; k < act; k++) if (MEANS.has(word(k) ?? '')) return false;
  return true;
}

/**
 * The negator at `neg` opens an undone negation for the clause after it: a verb of leaving out stands by it
 * and no word of means follows it within `reach` words ("Never skip the review", not "Never skip the hooks
 * with `--no-verify`"). For a sentence's role; an act's own reading asks `undoneFor`.
 */
export function undoneNegation(word: WordAt, neg: number, reach = 6): boolean {
  const o = omissionAt(word, neg);
  if (o === undefined || COORDINATORS.has(word(o + 1) ?? '')) return false;
  for (let k = o + 1; k <= o + reach; k++) if (MEANS.has(word(k) ?? '')) return false;
  return true;
}

const CJK_UNDONE = new RegExp(`^[ \\t]{0,2}(?:${OMISSION_CJK})`, 'u');
/** Where a clause ends, for the word before a marker. */
const CLAUSE_STOP = new Set('.;:!?。；：！？\n');

/**
 * The marker in `text` from `start` to `end` ("Don't", "never", "pas", "不要") does not reach `offset`: a verb
 * of leaving out right after it ("Don't forget to run …", "不要忘记运行 …") or right before it in its clause
 * ("N'oubliez pas de …") stands before `offset`, with no word of means between.
 */
export function undoneBetween(text: string, start: number, end: number, offset: number): boolean {
  if (offset <= end) return false;
  const between = text.slice(end, Math.min(offset, end + 200));
  if (CJK_UNDONE.test(between)) return !MEANS_TEXT.test(between);
  const clause = text.slice(Math.max(0, start - 40), start);
  let from = clause.length;
  while (from > 0 && !CLAUSE_STOP.has(clause[from - 1]!)) from--;
  const before = negationWords(clause.slice(from), 40).slice(-1);
  const own = negationWords(text.slice(start, end), 3);
  const after = negationWords(between, 40);
  const words = [...before, ...own, ...after];
  const neg = before.length + own.length - 1;
  // The act is past the last word read: any verb of leaving out found lies before it.
  return undoneFor((k) => words[k], neg, words.length);
}

/** A verb of leaving out fused with its negation in the first words of `s` ("忘れずに実行", "잊지 말고"). */
export function fusedUndone(s: string): boolean {
  const head = s.slice(0, 200);
  return FUSED_UNDONE.test(head) || FORGET_NOT.test(head);
}

const CJK_OMISSION_END = new RegExp(`(?:${OMISSION_CJK})[\\p{Script=Hiragana}]{0,3}$`, 'u');

/** The last words of `s` are a verb of leaving out ("スキップ" before しないでください, "überspringen" before nicht). */
export function omissionEnds(s: string): boolean {
  const tail = s.slice(-30).trim();
  if (CJK_OMISSION_END.test(tail)) return true;
  return omissionWord(negationWords(tail).at(-1));
}

/** Its own pattern object: `negativeWordIn` walks it while undoneBetween walks the shared one. */
const MARKER_WORD = new RegExp(NEGATION_WORD.source, 'gu');

/**
 * Some word of `s` from `markers` ("don't", "never", "bad" …) negates what follows it: a verb of leaving out
 * does not undo it ("Don't forget to run this:" asks). Lower-cased text.
 */
export function negativeWordIn(s: string, markers: ReadonlySet<string>): boolean {
  MARKER_WORD.lastIndex = 0;
  for (let m = MARKER_WORD.exec(s); m !== null; m = MARKER_WORD.exec(s)) {
    if (!markers.has(m[0].includes('’') ? m[0].replace(/’/g, "'") : m[0])) continue;
    if (!undoneBetween(s, m.index, m.index + m[0].length, s.length + 1)) return true;
  }
  return false;
}
