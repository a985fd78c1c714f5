/**
 * The first run of at least PADDING spaces/tabs followed by visible text on the same line (text pushed
 * off-screen). A single linear pass: a regex like / {300,}\S/ would rescan every run from each start.
 */
export declare function paddedText(text: string): {
    start: number;
    end: number;
} | undefined;
/** Characters a reviewer cannot see but the model reads: tag smuggling, bidi controls, zero-width payloads. */
declare const _default: import("./types.js").Rule;
export default _default;
