/**
 * The one walk over code text outside quoted strings that the printed-text readers share (a binding's
 * value in data-bindings.ts and js.ts, the bracket that closes another in expr.ts): `'…'`, `"…"` and
 * `` `…` `` are skipped with their backslash escapes, and brackets of any kind are counted, so a `;`,
 * a line break or a `)` inside a string or a nested call is not taken for the end of what is read.
 */
/** `(`, `[` and `{` open; `)`, `]` and `}` close. */
export declare function isCloser(c: string): boolean;
/**
 * Calls `stop` on each character of `text` from `from` (at most `limit` of them) that is outside a quoted
 * string, with the bracket depth after that character (an opening bracket counts itself, a closing one
 * has been taken off), and returns the index of the first for which `stop` is true, or -1.
 */
export declare function scanOutsideQuotes(text: string, from: number, limit: number, stop: (c: string, i: number, depth: number) => boolean): number;
