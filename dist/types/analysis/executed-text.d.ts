import type { Lang } from './facts.js';
/**
 * Text of a repository file that a program hands to an execution sink: `section probe | sh` over a block
 * list, `eval "$(awk '/^>     /…' docs/TROUBLESHOOTING.md)"`, `sed -n 's/^#@ //p' "$0" | bash`,
 * `Invoke-Expression` of a fence a regex cut out of a Markdown page. Whatever the file says about that text
 * ("known-bad sample", "do not run", a commented-out line), the sink runs it, so it is code of the sink's
 * language. Which part the extraction keeps is not evaluated: the parts a line-oriented extraction can keep
 * are offered — lines after a literal line-start anchor the program names (`^#@ `, `^>     `), and, in
 * another file, its code blocks of the sink's language (Markdown) or its command lines (plain text). A part
 * that does not parse cleanly as the sink's language (a regular expression of a deny list) is dropped by the
 * caller. Pure: text in, parts out; nothing is run.
 */
export interface ExecutedPart {
    /** The code, exactly the file's characters from `start`. */
    text: string;
    start: number;
    /** The fence info word when the part is a Markdown code block (the caller checks its language). */
    fence?: string;
}
/** The language a sink runs its text as, from the sink's name and the language of the code calling it. */
export declare function sinkLanguage(via: string, caller: Lang): Lang | undefined;
/**
 * Literal line-start anchors of a line-oriented extraction program as it appears in the sink's value:
 * `s/^#@ //p`, `/^>     /`, `grep '^RUN: '`. A negated match (`!/^#/`, `grep -v '^#'`) keeps the lines
 * without the prefix and is no anchor.
 */
export declare function lineAnchors(program: string): string[];
/**
 * The parts of `text` (the file at `path`) the program `program` may hand to its sink. `self`: the file is
 * the program's own source, whose code is analysed already: only anchored lines (its comment lines) count.
 * `value`: the exact text the sink runs, when the program took it whole from a JSON file's string (a test
 * case's `code` handed to `vm.runInThisContext`): that string, where the file writes it.
 */
export declare function executedParts(path: string, text: string, program: string, self: boolean, value?: string): ExecutedPart[];
/**
 * The string literals of a JSON text whose value is `value`, each as the value with the offset of its first
 * character (an escaped string's later positions shift by its escapes; its line is where it starts).
 */
export declare function jsonStringsOf(text: string, value: string): ExecutedPart[];
