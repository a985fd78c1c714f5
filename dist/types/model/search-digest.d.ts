/**
 * What the backward name search (src/model/name-search.ts) keeps of a file it need not read again: a Bloom
 * filter of the 3-grams of the file's searchable forms, compared the way a case-insensitive regular
 * expression compares (each UTF-16 unit canonicalised as `/x/i` does it without the `u` flag). A form that
 * holds a word, in any case the search accepts, holds every 3-gram of it, so `mayHold` never says no when
 * the search would say yes; it may say yes wrongly (a Bloom filter's false positive, a word whose 3-grams
 * all occur apart, a word shorter than three units always), and then the file is read and searched as
 * before. The digest is a prefilter for reading, never an answer.
 *
 * Sized at 8 bits per distinct 3-gram with two probes (≈5% false positives per 3-gram, ~0.01% for a word
 * of three); the benchmark tree's 40,628 files hold 312 distinct 3-grams each on average.
 */
/**
 * The unit a case-insensitive, non-Unicode regular expression compares (ECMA-262 Canonicalize with
 * rer.[[IgnoreCase]] and no `u`): the upper case when it is one unit, except a non-ASCII unit whose upper
 * case is ASCII. Two units a `/…/i` match treats as equal fold to the same unit.
 */
export declare function foldUnit(c: number): number;
/** The digest of a file's searchable forms (each form's 3-grams; none spans two forms). */
export declare function digestOf(forms: readonly string[]): Uint8Array;
/**
 * The 3-grams a form must hold to contain `word` as the search compares it; none for a word shorter than
 * three units, which every digest may hold. Computed once per word and round.
 */
export declare function gramsOf(word: string): number[];
/** A word's probes, hashed once per round: both bit positions' hashes of each of its 3-grams. */
export interface WordProbes {
    first: Uint32Array;
    second: Uint32Array;
}
export declare function probesOf(grams: readonly number[]): WordProbes;
/**
 * False only when no form of the file can hold any of the words: the test a round makes of each of the
 * tens of thousands of digests, so the hashes are made once per word and each probe is a modulo and a bit.
 */
export declare function mayHoldAny(digest: Uint8Array, words: readonly WordProbes[]): boolean;
/** False only when no form of the file can hold the word whose `gramsOf` this is. */
export declare function mayHold(digest: Uint8Array, grams: readonly number[]): boolean;
/** Whether `bytes` is a digest `digestOf` could have made (read from a cache folder: untrusted). */
export declare function isDigest(bytes: Uint8Array): boolean;
