/**
 * A flat token stream of a Python or JavaScript/TypeScript source, just enough to find the string
 * literals an MCP server hands the model as tool and argument descriptions (./walk.ts): identifiers,
 * string literals with the span of their contents, brackets and a few operators. One left-to-right
 * pass; every search for a closing quote or comment end moves the cursor past what it scanned, so the
 * whole scan is linear. Nothing is parsed into a tree or evaluated; malformed code only yields fewer
 * tokens.
 */
export type ToolLang = 'python' | 'js';
export interface Tok {
    k: 'id' | 'str' | 'op' | 'nl';
    /** Identifier text, operator character, or '' for strings and newlines. */
    t: string;
    /** For strings: the contents' span (quotes and prefix excluded). */
    start: number;
    end: number;
    /** A string with substitutions (f-string fields, `${…}`): not literal text. */
    dynamic?: boolean;
}
/** Bounds: a source larger than this is not read for descriptions (a server is a few hundred lines). */
export declare const MAX_SOURCE: number;
export declare const MAX_TOKENS = 300000;
export declare function tokenize(text: string, lang: ToolLang): Tok[];
