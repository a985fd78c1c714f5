import { type Constants } from './constants.js';
import type { Tok, ToolLang } from './tokens.js';
/**
 * The literal text one expression of an MCP server's source hands the model (./served.ts): every run of
 * string literals and known constants in it (`body + POLICY`, `[ '…', `…${v}…` ].join('\n')`, a
 * `TextContent(type="text", text=…)`), and the text a call of one of the file's (or an imported module's)
 * functions returns, known as `NAME()` (`instructions: await loadGuide(style)`). Values under keys that
 * hold names, types and addresses (`type: 'text'`, `mimeType`, `uri`) are not prose and are skipped, and
 * so are dictionary keys. Nothing is evaluated beyond joining known text; every walk is bounded.
 */
export interface Run {
    value: string;
    start: number;
    end: number;
}
/**
 * Bounds on the nested scans (a function's or a call's extent): each scan stops this many tokens on, and a
 * file gets this many, so unclosed brackets repeated through a hostile file cost a bounded multiple of its
 * length, not its square.
 */
export declare const MAX_SCAN_TOKENS = 20000;
export declare const MAX_SCANS = 128;
/** The runs of text of the expression that starts at token `p`, and the index after it. */
export declare function expressionRuns(text: string, toks: readonly Tok[], p: number, lang: ToolLang, known: Constants): {
    runs: Run[];
    next: number;
};
/** The runs joined as the model reads an array of lines (`[…].join('\n')`), or undefined when none. */
export declare function joinedRuns(runs: readonly Run[]): Run | undefined;
/** The indentation of the line token `i` starts (Python blocks end where a line is indented no deeper). */
export declare function lineIndent(text: string, toks: readonly Tok[], i: number): number;
/** The index of the bracket that closes the one at `open` (or the end, bounded). */
export declare function closing(toks: readonly Tok[], open: number): number;
/**
 * A Python function's body, as token indexes [start, end): from after the `:` that ends its header to the
 * first line indented no deeper than the `def` line (or the end of the line for a one-line body).
 */
export declare function pyBody(text: string, toks: readonly Tok[], def: number): {
    start: number;
    end: number;
};
/** Text a function of the file returns, known as `NAME()`: literals and known constants in its returns. */
export declare function functionTexts(text: string, toks: readonly Tok[], lang: ToolLang, known: Constants): Constants;
