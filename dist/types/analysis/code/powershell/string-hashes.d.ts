/**
 * A work-around for the tree-sitter PowerShell grammar: inside a double-quoted string, a `#` that follows
 * whitespace after a token boundary (a variable, `$(…)`, a backtick escape) is lexed as the start of a
 * comment, so `". `"$loader`"  # marker"` swallows the rest of the line and the statements after it into
 * an ERROR node (a marker comment in a line appended to `$PROFILE` is a common idiom). Before parsing,
 * such a `#` is replaced by a private-use character of the same UTF-16 length, so every offset stays the
 * same; `unescapeRun` (strings.ts) turns it back into `#` when the string's value is read.
 */
/** Stands for `#` inside double-quoted strings while the grammar parses the text. */
export declare const HASH_STAND_IN = "\uE023";
/**
 * The text with every `#` after whitespace inside a double-quoted (not here-) string replaced by
 * HASH_STAND_IN. One linear pass; nesting of `$(…)` inside strings is tracked up to a fixed depth.
 */
export declare function protectStringHashes(text: string): string;
