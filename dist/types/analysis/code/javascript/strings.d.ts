/**
 * JavaScript string literals read the way the engine reads them (escapes decoded), and the pure string
 * methods obfuscators use to build names (`'lave'.split('').reverse().join('')`, `.replace(/x/g, '')`,
 * `.slice(1)`), computed on static text only. Nothing here evaluates code.
 */
export interface DecodedEscape {
    text: string;
    /** `\xNN` / `\uNNNN` escapes of printable ASCII: a string written to hide its letters. */
    hidden: number;
}
/** Decodes one escape sequence as written in source (`\x63`, `\u{1F600}`, `\n`, `\'`, line continuation). */
export declare function decodeEscape(seq: string): DecodedEscape;
/** Splits static text the way `String.prototype.split` does for a string separator (bounded). */
export declare function splitText(text: string, sep: string, max?: number): string[];
/** `text.replace(find, repl)` (first only) or `replaceAll` / a global regex (every occurrence). */
export declare function replaceText(text: string, find: string, repl: string, all: boolean): string;
/** `slice`/`substring`/`substr` on static text with static numbers. */
export declare function sliceText(method: string, text: string, a: number | undefined, b: number | undefined): string;
/** `decodeURIComponent` / `unescape` on static text; undefined when it would throw. */
export declare function uriDecode(text: string, how: 'component' | 'uri' | 'unescape'): string | undefined;
