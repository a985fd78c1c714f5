/**
 * The word reader of the prose readers: one walk of a global word pattern over a text, at most `max` words.
 * The negation readers (undone.ts, clauses.ts) and the passage lexicon (src/analysis/prose/passage-lexicon.ts)
 * read words with it, each with its own pattern of what a word is. One pattern object per caller is walked
 * with `exec` from `lastIndex` 0: `matchAll` copies its pattern on every call, and the negation readers run
 * for every marker of every sentence (the corpus profile put a few per cent of the prose pass in them).
 * A caller must not read with the same pattern from inside `make` (the walk would restart).
 */
export function readWords<T>(
  text: string,
  pattern: RegExp,
  max: number,
  make: (word: string, at: number) => T,
): T[] {
  const out: T[] = [];
  pattern.lastIndex = 0;
  if (max <= 0) return out;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    out.push(make(m[0], m.index));
    // No walk past the last word wanted: a reader that asks for the first word reads one.
    if (out.length >= max) break;
  }
  pattern.lastIndex = 0;
  return out;
}

/** A word of the negation readers: letters, apostrophes, hyphens. */
export const NEGATION_WORD = /[\p{L}'’-]+/gu;

/** A word as the negation word lists are written: lower case, a typographic apostrophe made plain. */
export function plainWord(w: string): string {
  const lower = w.toLowerCase();
  return lower.includes('’') ? lower.replace(/’/g, "'") : lower;
}

/** The first `max` words of a short text, as the negation word lists are written. */
export function negationWords(s: string, max = 12): string[] {
  return readWords(s, NEGATION_WORD, max, plainWord);
}
