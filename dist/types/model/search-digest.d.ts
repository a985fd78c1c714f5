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
/** False only when no form of the file can hold the word whose `gramsOf` this is. */
export declare function mayHold(digest: Uint8Array, grams: readonly number[]): boolean;
/** Whether `bytes` is a digest `digestOf` could have made (read from a cache folder: untrusted). */
export declare function isDigest(bytes: Uint8Array): boolean;
/** Git's object id of a file holding `bytes` (SHA-1 of `blob <size>\0` and the bytes). */
export declare function gitBlobId(bytes: Uint8Array): string;
