/**
 * A linear tokenizer for Windows batch files (.bat/.cmd), in the order cmd.exe reads them: a caret
 * before a line break joins the next line, `%VAR%` is expanded when a line is read (so a variable can
 * hold `&` and split commands), then the line is cut into commands at `&`, `&&`, `||`, `|` and block
 * parentheses outside quotes, and each command into words and redirections. No tree-sitter grammar
 * exists for batch; this covers what payloads use, and never runs anything.
 * Reference: https://learn.microsoft.com/windows-server/administration/windows-commands/cmd
 */
export declare const BATCH_LIMITS: {
    maxLines: number;
    maxCommands: number;
    maxWords: number;
};
export interface LogicalLine {
    text: string;
    /** Offset of the line's first character in the file. */
    start: number;
    end: number;
}
/** Lines with caret-newline continuations joined (the caret and the line break disappear). */
export declare function logicalLines(text: string): LogicalLine[];
export interface BatchWord {
    /** Text with quotes and carets removed. */
    text: string;
    /** Offsets in the line. */
    start: number;
    end: number;
}
export interface BatchRedirect {
    op: string;
    fd?: string;
    target: BatchWord;
}
export interface BatchCommand {
    words: BatchWord[];
    redirects: BatchRedirect[];
    /** The command's text as written in the line (for `set`, whose value keeps its spaces). */
    raw: string;
    start: number;
    end: number;
    /** Standard output goes to the next command. */
    pipesTo: boolean;
}
/** Splits one (expanded) line into commands. Offsets are relative to the line. */
export declare function splitCommands(line: string): BatchCommand[];
