/**
 * The normalising layer: finds characters a reader cannot see (zero-width, bidi controls, Unicode tag
 * characters, variation-selector payloads, soft hyphens, terminal escapes), records them with their
 * offsets, and gives detectors a stripped, confusable-folded copy to match on, with a way back to the
 * original offsets.
 *
 * Legitimate uses stay out of the findings (docs/threats.md row 8): emoji ZWJ sequences,
 * subdivision flags (U+1F3F4 + tag letters + U+E007F), a single variation selector after its base,
 * joiners inside Indic/Arabic words, LRM/RLM marks in right-to-left text. They are still stripped from
 * the matching copy, which is harmless.
 */
export type HiddenKind = 'tag' | 'bidi-control' | 'bidi-mark' | 'zero-width' | 'variation-selectors' | 'soft-hyphen' | 'bom' | 'invisible-other' | 'line-separator' | 'terminal-escape';
/** A run of consecutive hidden characters of one kind, in UTF-16 offsets of the original text. */
export interface HiddenRun {
    kind: HiddenKind;
    start: number;
    end: number;
    /** Code points in the run. */
    count: number;
    /** What the run spells when it encodes text (tag characters, variation-selector bytes). */
    decoded?: string;
    /** True when it sits inside an ASCII word (splits a keyword a filter would look for). */
    insideWord: boolean;
    /** True when the line holds right-to-left letters (bidi controls have a legitimate use there). */
    rtlLine: boolean;
    /**
     * Bidi controls only: every one is a left-to-right embedding, override or isolate, or a pop (U+202A, U+202C,
     * U+202D, U+2066, U+2069). On a line without right-to-left letters these change no display order.
     */
    leftToRightOnly?: boolean;
}
export interface NormalizedText {
    /** The text with every invisible character removed and confusables folded to ASCII (same length per char). */
    text: string;
    /** Suspicious runs only; legitimate emoji/script uses are left out. */
    hidden: HiddenRun[];
    /** Maps an offset in `text` back to the original text. */
    toOriginal(offset: number): number;
}
/** Tag characters U+E0020–E007E spell ASCII; U+E007F cancels, U+E0001 is the language tag. */
export declare function decodeTags(s: string): string;
/**
 * "Emoji smuggling": bytes hidden as variation selectors (FE00–FE0F = 0–15, E0100–E01EF = 16–255)
 * after one visible character. Decoded as UTF-8 so the finding can show the hidden text.
 */
export declare function decodeVariationSelectors(s: string): string;
/** Folds confusables and fullwidth ASCII to ASCII, code unit for code unit. */
export declare function foldConfusables(s: string): string;
export declare function mixedScriptWords(text: string, limit?: number): Array<{
    start: number;
    end: number;
    word: string;
}>;
export declare function normalizeText(text: string): NormalizedText;
/** Printable form of hidden text for a message: control characters escaped, length capped. */
export declare function showHidden(s: string, max?: number): string;
