import type { HiddenRun } from './normalize.js';
/**
 * Text a reviewer does not read as written but the agent can: invisible carriers (Unicode tag characters,
 * variation-selector bytes after a visible character, zero-width characters used as bits) and disguised
 * ones (a line written right to left, a command percent-encoded). Each carrier is decoded here, inertly
 * and within bounds, so its text can be read for what it asks and does like any other text
 * (src/analysis/decoded-text.ts). Only what is plausibly an encoding is decoded: a run long enough to hold
 * a message, whose decoding is mostly printable and reads as words or as a command. Emoji sequences, a
 * single variation selector, subdivision flags and joiners in Indic or Arabic words never reach here
 * (normalize.ts leaves them out of its runs); a percent-encoded URL is what a browser decodes, not hidden.
 */
export type CarrierKind = 'tag' | 'variation-selectors' | 'zero-width' | 'reversed' | 'percent';
export interface Carrier {
    kind: CarrierKind;
    start: number;
    end: number;
    decoded: string;
}
/** How each carrier is named in evidence. */
export declare const CARRIER_NAMES: Record<CarrierKind, string>;
/** Decoded text worth reading: printable, and a few words or a command (not a key, a hash or noise). */
export declare function plausibleText(s: string): boolean;
/**
 * Zero-width characters as bits. Two distinct characters are 0 and 1, eight per byte (either way round);
 * with a third, it separates one character's bits from the next (`1101000‹sep›1101001`, the common
 * "zero-width steganography" form), each group a code point. The reading that gives plausible text wins.
 */
export declare function decodeZeroWidthBits(run: string): string | undefined;
/** Every carrier of a text, in order: the hidden runs normalize.ts found, then the disguised lines. */
export declare function findCarriers(text: string, hidden: readonly HiddenRun[]): Carrier[];
