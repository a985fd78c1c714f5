/**
 * Splits one sentence into tokens with a single character loop (no regular expressions, linear, bounded
 * by MAX_TOKENS): lower-cased words with contractions expanded ("don't" → do not), and whole runs for the
 * things intent objects are made of — inline code, URLs, paths, `<placeholders>` and `<tags>`.
 */
export type TokenKind = 
/** A word, lower-cased, contractions expanded. */
'word'
/** An inline code span; `raw` is its content. */
 | 'code'
/** http(s)://… or www.… */
 | 'url'
/** A path-like run: contains `/`, starts with `~` or `.`, or names a dotted file (`CLAUDE.md`). */
 | 'path'
/** `<url>`, `<your-token>`: a template slot. */
 | 'placeholder'
/** `<system>`, `</skill>`, `[INST]`, `<|im_start|>`: markup that might fake a role boundary. */
 | 'tag'
/** Clause punctuation: , ; : ( ) — – … */
 | 'punct'
/** A quotation mark (straight or curly). */
 | 'quote';
export interface Token {
    kind: TokenKind;
    /** Lower-cased text (words, tags, punctuation); for code/url/path/placeholder the text as written. */
    t: string;
    /** Offset of the token in the sentence string. */
    at: number;
}
export declare const MAX_TOKENS = 160;
export declare function tokenize(s: string, max?: number): Token[];
