/**
 * fish scripts (fishshell.com/docs/current/language.html) read as the POSIX shell they mean, so the shell
 * analyzer can walk them: `(cmd)` is `$(cmd)`, `set [-lgx] NAME v…` an array assignment (every fish
 * variable is a list; `$NAME` expands to all of it, `$NAME[1]` to the first), blocks close with `end`
 * (`if c` … `end` is `if c; then` … `fi`, `function f` … `end` is `f() {` … `}`), `not`/`and`/`or` are
 * `!`/`&&`/`||`, `string join SEP a b` prints the words joined, `source` with no file (`curl … | source`)
 * runs its standard input, and `$__fish_config_dir` is fish's configuration folder.
 *
 * The translation keeps every line break where it was, so line N of the result is line N of the script
 * (`UnitSpec.lineAligned`): a finding lands on the fish line that holds it. One pass, bounded by the text.
 */
/** Whether a script's first line names fish as its interpreter. */
export declare function hasFishShebang(text: string): boolean;
/** The POSIX-shell reading of a fish script, line for line. */
export declare function fishToPosix(text: string): string;
