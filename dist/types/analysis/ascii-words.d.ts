/**
 * Case-insensitive presence of fixed ASCII words in a text, from one lower-cased copy searched with
 * `includes` (a native literal scan). It replaces keyword alternations (`/registry|pip|npm|…/i`, or the
 * same inside a lookahead run at every position): V8 cannot scan those for a literal, so each tried every
 * position of every text (~2.3 s of the real corpus's main thread before).
 *
 * Exact to a regex with the `i` flag and no `u` flag: such a regex matches an ASCII letter only with its
 * ASCII case partner (no other character canonicalises to ASCII), while `toLowerCase` also turns
 * U+0130 (İ) into `i̇` and U+212A (Kelvin sign) into `k`; a text holding either is lower-cased letter by
 * letter instead.
 */
/** `text` with A–Z lower-cased and every other character kept: same length, same offsets. */
export declare function asciiLower(text: string): string;
/** One text's lower-cased copy and the words found in it, each word searched once however often asked. */
export declare class AsciiWords {
    readonly lower: string;
    private readonly seen;
    constructor(text: string);
    /** The text holds `word` (lower case, ASCII), in any ASCII case. */
    has(word: string): boolean;
    /** The text holds one of `words`. */
    hasAny(words: readonly string[]): boolean;
    /**
     * Which of `words` (a module constant: its index is built once) the text holds, as `has` answers, by one
     * pass over the lower-cased copy: each position is looked up by the codes of its two characters among
     * the words starting with those two, and only those are compared there. One native search per word
     * (47 words for the package-source hints) cost three times as much on the 2,000-skill tree's texts.
     */
    present(words: readonly string[]): ReadonlySet<string>;
}
