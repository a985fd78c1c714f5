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
export declare const GATE_BITS: Map<string, number>;
export interface Gate {
    readonly bit: number;
}
/** Registers a recogniser's gate (at module load, from constant lexicons). */
export declare function gate(...lexicons: ReadonlySet<string>[]): Gate;
/**
 * Registers `set` as searched and returns the registry's version (its number of lexicons), which changes
 * whenever the union of words grows; undefined when the registry is full and `set` is not in it.
 */
export declare function searchedLexicon(set: ReadonlySet<string>): number | undefined;
/** The base form is in some lexicon searched so far. */
export declare function inSearchedLexicon(lemma: string): boolean;
/**
 * The first phrase of the list, in list order, that starts with one of the base forms `cands` and that
 * `matches` accepts (the rest of its words checked in place by the caller).
 */
export declare function firstPhrase(cands: readonly string[], phrases: readonly string[][], matches: (phrase: readonly string[]) => boolean): string[] | undefined;
