/**
 * The shell commands a GNU sed program runs. sed has two ways to run a command: the `e` command (`e`
 * alone executes the pattern space as a shell command and replaces it with the output; `e COMMAND` runs
 * COMMAND first) and the `e` flag of `s` (`s/x/cmd/e` executes the pattern space after the
 * substitution). The pattern space `e` runs is what the program put there: the replacement of the
 * nearest `s` before it (`s#.*#curl … | sh#` then `e`). Each command is returned as shell text (`\1`,
 * `&` stand in as `X`) for the callers to embed as shell code: a file run with `sed -f`, or a program
 * given on the command line. Bounded: 64 KiB, 256 lines, 16 commands; linear scans.
 */
export interface SedCommand {
    code: string;
    start: number;
    end: number;
}
export declare function sedShellCommands(text: string): SedCommand[];
/**
 * A file whose every command line reads as sed (an address, then one of sed's command letters not followed
 * by a letter, or `s`/`y` with a delimiter): a Perl or Ruby file fails on its first `use`/`require` line.
 */
export declare function looksLikeSed(text: string): boolean;
