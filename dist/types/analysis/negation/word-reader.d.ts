/**
 * The word reader of the prose readers: one walk of a global word pattern over a text, at most `max` words.
 * The negation readers (undone.ts, clauses.ts) and the passage lexicon (src/analysis/prose/passage-lexicon.ts)
 * read words with it, each with its own pattern of what a word is. One pattern object per caller is walked
 * with `exec` from `lastIndex` 0: `matchAll` copies its pattern on every call, and the negation readers run
 * for every marker of every sentence (the corpus profile put a few per cent of the prose pass in them).
 * A caller must not read with the same pattern from inside `make` (the walk would restart).
 */
export declare function readWords<T>(text: string, pattern: RegExp, max: number, make: (word: string, at: number) => T): T[];
/** A word of the negation readers: letters, apostrophes, hyphens. */
export declare const NEGATION_WORD: RegExp;
/** A word as the negation word lists are written: lower case, a typographic apostrophe made plain. */
export declare function plainWord(w: string): string;
/** The first `max` words of a short text, as the negation word lists are written. */
export declare function negationWords(s: string, max?: number): string[];
