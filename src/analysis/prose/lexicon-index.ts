/**
 * Indexes over the prose recognisers' constant lexicons and phrase lists, shared by every sentence's View:
 * the gates (one bit per recogniser), the phrase lists by first word, and the union of the lexicons
 * searched so far. All are built from module constants, so they stop growing after the first sentences.
 */

/**
 * Each recogniser's gate: the lexicons without one of whose words it cannot match. Gates are registered
 * once when the recognisers load; every lemma maps to the bits of the gates it opens, so a sentence
 * computes one mask over its words and each recogniser tests a bit, instead of every recogniser
 * intersecting its lexicons with the sentence (the hottest loop of prose analysis).
 */
export const GATE_BITS = new Map<string, number>();
let gateCount = 0;
/** Bits of a 31-bit positive integer. */
const MAX_GATES = 30;

/**
 * Each phrase list's positions by first word. A sentence's word is then tested only against the phrases
 * that can start with it, instead of every phrase of the list (lists are constant, so the index is built
 * once per list).
 */
const PHRASE_INDEX = new WeakMap<readonly string[][], Map<string, number[]>>();

function phraseIndex(phrases: readonly string[][]): ReadonlyMap<string, readonly number[]> {
  let index = PHRASE_INDEX.get(phrases);
  if (index) return index;
  index = new Map();
  phrases.forEach((p, k) => {
    const first = p[0];
    if (first === undefined) return;
    const list = index!.get(first);
    if (list) list.push(k);
    else index!.set(first, [k]);
  });
  PHRASE_INDEX.set(phrases, index);
  return index;
}

export interface Gate {
  readonly bit: number;
}

/** Registers a recogniser's gate (at module load, from constant lexicons). */
export function gate(...lexicons: ReadonlySet<string>[]): Gate {
  if (gateCount >= MAX_GATES) throw new Error(`more than ${MAX_GATES} prose gates: widen the mask`);
  const bit = 1 << gateCount++;
  for (const set of lexicons) for (const x of set) GATE_BITS.set(x, (GATE_BITS.get(x) ?? 0) | bit);
  return { bit };
}

/**
 * The lexicons `View.find` has been asked about and the union of their words. Lexicons are module constants,
 * so both stop growing once every recogniser has run.
 */
const SEARCHED = new Set<ReadonlySet<string>>();
const SEARCHED_WORDS = new Set<string>();
/** Far above the recognisers' lexicons (about 150); beyond it a lexicon is not registered. */
const MAX_SEARCHED = 1024;

/**
 * Registers `set` as searched and returns the registry's version (its number of lexicons), which changes
 * whenever the union of words grows; undefined when the registry is full and `set` is not in it.
 */
export function searchedLexicon(set: ReadonlySet<string>): number | undefined {
  if (!SEARCHED.has(set)) {
    if (SEARCHED.size >= MAX_SEARCHED) return undefined;
    SEARCHED.add(set);
    for (const x of set) SEARCHED_WORDS.add(x);
  }
  return SEARCHED.size;
}

/** The base form is in some lexicon searched so far. */
export function inSearchedLexicon(lemma: string): boolean {
  return SEARCHED_WORDS.has(lemma);
}

/**
 * The first phrase of the list, in list order, that starts with one of the base forms `cands` and that
 * `matches` accepts (the rest of its words checked in place by the caller).
 */
export function firstPhrase(
  cands: readonly string[],
  phrases: readonly string[][],
  matches: (phrase: readonly string[]) => boolean,
): string[] | undefined {
  const byFirst = phraseIndex(phrases);
  let best = phrases.length;
  for (const x of cands) {
    const starts = byFirst.get(x);
    if (!starts) continue;
    for (const k of starts) {
      if (k >= best) break;
      if (matches(phrases[k]!)) {
        best = k;
        break;
      }
    }
  }
  return phrases[best];
}
