import type { Tok, ToolLang } from './tokens.js';
export type Constants = ReadonlyMap<string, string>;
/** One string token's text: literal contents, or a template/f-string with its fields filled. */
export declare function tokenText(text: string, tok: Tok, lang: ToolLang, known: Constants): string;
/**
 * A value that starts at token `p`: string literals joined by `+` (JS) or adjacency (Python), with known
 * names among them. Returns the text and the index after it, or undefined when it holds no string.
 */
export declare function valueAt(text: string, toks: readonly Tok[], p: number, lang: ToolLang, known: Constants, skipNewlines?: boolean): {
    value: string;
    next: number;
    tokens: Tok[];
} | undefined;
/**
 * The known name at `p`: a bare name, or a member path of a known object (`DOCS.draft.summary`), not
 * followed by a call or a further member. Returns the name and the index after it.
 */
export declare function knownNameAt(toks: readonly Tok[], p: number, known: Constants): {
    name: string;
    next: number;
} | undefined;
/** Names bound to string values: `const|let|var NAME = …` (JS), `NAME = …` at a line's start (Python). */
export declare function stringConstants(text: string, toks: readonly Tok[], lang: ToolLang): Constants;
