/**
 * Decoders for the encodings shell payloads hide behind (`base64 -d`, `xxd -r -p`, `printf '\x63'`,
 * `$'\143'`, `rev`, `tr` rotations, `gunzip`, PowerShell's UTF-16LE `-EncodedCommand`). Each works on
 * data only, is bounded in input and output, and returns undefined when the input is not of its form.
 * Decoded text is inert: the analyzer shows it and parses it again, it never runs it.
 *
 * Binary output is carried as a Latin-1 string (one character per byte) so that a later stage
 * (`base64 -d | gunzip`) can get the bytes back; text that is valid UTF-8 is decoded as UTF-8.
 */
export declare const MAX_DECODE_INPUT: number;
export declare const MAX_DECODED: number;
/** Bytes as text: UTF-8 when valid, else one Latin-1 character per byte. */
export declare function bytesToText(bytes: Uint8Array): string;
/** The bytes a decoded text stands for (inverse of `bytesToText` for Latin-1 carried binary). */
export declare function textToBytes(text: string): Buffer;
/** Share of printable characters (tabs and line breaks count as printable). */
export declare function printableShare(s: string): number;
export declare function isPrintable(s: string): boolean;
/** base64 (standard or URL-safe alphabet, padding optional, whitespace ignored as `base64 -d` does). */
export declare function decodeBase64(input: string): string | undefined;
export declare function decodeBase32(input: string): string | undefined;
/** Plain hex (`xxd -r -p`, `basenc --base16 -d`), whitespace and `\x`/`0x` prefixes ignored. */
export declare function decodeHex(input: string): string | undefined;
/** An `xxd` dump (`00000000: 6375 726c  curl`) back to bytes: the hex columns between `:` and two spaces. */
export declare function decodeXxdDump(input: string): string | undefined;
export interface EscapeResult {
    text: string;
    /** Escapes that spell printable characters (`\x63` for `c`): text hidden from a reader. */
    hidden: number;
}
/**
 * Backslash escapes as `printf`, `echo -e` and ANSI-C `$'…'` read them. `octal` says how octal escapes
 * are written: `printf`/`$'…'` take `\NNN`, `echo -e` takes `\0NNN`.
 */
export declare function decodeEscapes(input: string, octal: 'plain' | 'zero'): EscapeResult;
/** Reverses each line, as `rev` does. */
export declare function reverseLines(input: string): string;
/** gzip / zlib data (carried as Latin-1 text) inflated, bounded in output. */
export declare function inflate(input: string, kind: 'gzip' | 'zlib'): string | undefined;
/** PowerShell `-EncodedCommand`: base64 of UTF-16LE text. */
export declare function decodeUtf16Base64(input: string): string | undefined;
/** Expands a `tr` set (`a-z`, `[:lower:]`, escapes), bounded to 512 characters. */
export declare function expandTrSet(set: string): string;
/** Applies a `tr SET1 SET2` mapping; returns the rotation when the mapping is a letter rotation. */
export declare function translate(input: string, set1: string, set2: string): {
    text: string;
    rot?: number;
};
