import type { ShellRedirect, ShellVia, ShellWord } from './shell-view.js';
/**
 * Reading shell words: quotes, escapes, `$(…)`, backticks and `<(…)` found inside a word (recorded for
 * the parser to parse as nested commands), and redirection operators.
 */
export declare const isSpace: (c: string) => c is "\t" | "\r" | " ";
/** Offset just past the `)` that closes the `(` at `open`, respecting quotes and escapes. */
export declare function closeParen(s: string, open: number, stop: number): number;
/** The command being read: its words and redirections so far, and the substitutions and heredocs in them. */
export interface Pending {
    words: ShellWord[];
    redirects: ShellRedirect[];
    subs: Array<{
        start: number;
        end: number;
        via: ShellVia;
    }>;
    start: number;
    heredocs: Array<{
        delim: string;
        strip: boolean;
    }>;
}
export declare function fresh(start: number): Pending;
export declare function shift(w: ShellWord, base: number): ShellWord;
export declare function isProcSubAt(s: string, i: number): boolean;
export declare function redirectAt(s: string, i: number, to: number): string | undefined;
/** Reads one word starting at `i`; records substitutions it contains on `cur`. */
export declare function readWord(s: string, i: number, to: number, cur: Pending): {
    word?: ShellWord;
    next: number;
};
