import { type BinaryFormat } from './magic.js';
/**
 * Text that no reviewer can read although it decodes cleanly: minified bundles (a whole program on a
 * few lines) and encoded blobs (a file that is mostly base64 or hex). Both are measured in one linear
 * pass over the text, without regular expressions. Images carried as base64 (data URIs, notebook
 * outputs, SVG `<image>` payloads) are recognised by the magic bytes they decode to, and data URIs by
 * their `;base64,` prefix (inline source maps), and left alone unless they carry code:
 * docs/threats.md lists `data:image/*` as the classic false positive of encoded-content checks.
 */
export type Opacity = {
    kind: 'minified';
    lang: 'javascript' | 'css';
    longestLine: number;
    /** Share of whitespace characters (readable code has 15–30%). */
    whitespace: number;
} | {
    kind: 'encoded';
    scheme: 'base64' | 'hex';
    /** Share of the non-whitespace characters that sit in encoded runs. */
    share: number;
    /** Characters in encoded runs. */
    chars: number;
    /** What the largest run decodes to, when its first bytes are a known binary format. */
    decodesTo?: BinaryFormat;
};
/** Thresholds, documented in rules/unreviewable-content.md. */
export declare const OPACITY: {
    readonly minSize: 2048;
    readonly minifiedLongestLine: 1000;
    readonly minifiedAverageLine: 250;
    readonly minifiedWhitespace: 0.1;
    /** An encoded run: at least this many characters of one alphabet, without whitespace. */
    readonly runLength: 64;
    /** Runs up to this long that share their line with words are tokens (digests, hashes), not blobs. */
    readonly tokenLength: 128;
    readonly encodedShare: 0.5;
    readonly encodedChars: 1024;
};
/** How a text file resists review, if it does. */
export declare function textOpacity(path: string, text: string): Opacity | undefined;
