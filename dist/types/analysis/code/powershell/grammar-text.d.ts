/**
 * Work-arounds for the tree-sitter PowerShell grammar, applied to the text before parsing; every
 * replacement has the same UTF-16 length, so every offset stays the same.
 *
 * Comments in strings: inside a double-quoted string, a `#` that follows
 * whitespace after a token boundary (a variable, `$(…)`, a backtick escape) is lexed as the start of a
 * comment, so `". `"$loader`"  # marker"` swallows the rest of the line and the statements after it into
 * an ERROR node (a marker comment in a line appended to `$PROFILE` is a common idiom). Before parsing,
 * such a `#` is replaced by a private-use character; `unescapeRun` (strings.ts) turns it back into `#` when
 * the string's value is read.
 *
 * PowerShell 7 operators: the grammar knows Windows PowerShell 5.1, and its error recovery after `??`
 * swallows the rest of the script (an attacker only has to write `$u = $env:X ?? 'http://…'` first). In
 * code (not strings or comments) `??` becomes `-f`, a binary operator the grammar parses, which the
 * interpreter reads back as `??` from the original text (expr.ts); `??=` becomes `  =` (an assignment
 * that may happen is analysed as one that does); the pipeline chain operators `&&` and `||` become `; `
 * (both sides may run, as two statements).
 */
/** Stands for `#` inside double-quoted strings while the grammar parses the text. */
export declare const HASH_STAND_IN = "\uE023";
/** Where `??` stood in the text the interpreter reads: the grammar saw `-f` there. */
export declare const COALESCE_STAND_IN = "-f";
/**
 * The text with every `#` after whitespace inside a double-quoted (not here-) string replaced by
 * HASH_STAND_IN, and PowerShell 7 operators in code replaced by stand-ins. One linear pass; nesting of
 * `$(…)` inside strings is tracked up to a fixed depth.
 */
export declare function prepareForGrammar(text: string): string;
