/**
 * A shell text's simple commands, word by word, read lexically (no tree-sitter): quotes, backslash escapes,
 * comments, line continuations, pipes, lists, subshells and substitutions. For callers that ask what one
 * command does with one of its words (src/analysis/checker-programs.ts, src/rules/support/input-roles.ts)
 * on text that may be a recipe line, a hook command or a Markdown block, where a full parse is not needed.
 * The text is never run.
 */
export interface ShellWordSpan {
    start: number;
    end: number;
}
export interface ShellCommandWords {
    /** The command's words in order; a substitution inside it is a command of its own, not words of this one. */
    words: ShellWordSpan[];
    /** Ends in `|`: its output is fed to the next command. */
    piped: boolean;
    /** Inside `$(…)`, `<(…)`, `>(…)` or backticks: its output becomes words of another command. */
    subst: boolean;
}
/**
 * The commands of `text` (the first 64 KB), each complete: a command around a substitution keeps the words
 * before and after it (`shellcheck $(ls *.sh) -x`). Commands come in the order they end, so an inner one
 * comes before the command around it. A word ends at a space, tab, line end, `;`, `&`, `|`, `(`, `)` or a
 * backtick outside quotes; `>&` (as in `2>&1`) stays inside the word.
 */
export declare function shellCommandWords(text: string): ShellCommandWords[];
/**
 * Whether the offset `at` of `text` sits in a shell comment: a `#` that starts a word (at the line start or
 * after a blank or an operator), outside quotes, earlier on the same line. `cmd --wait 60  # then act` runs
 * `cmd`; the words after `#` are the author's note (the same reading as `shellCommandWords`, for one
 * offset). `${#a[@]}`, `$#` and `a#b` are no comments.
 */
export declare function inShellComment(text: string, at: number): boolean;
