/**
 * Commands that code in languages without a parser here (Go, Rust, Java/Kotlin/Groovy, C#, R, Julia,
 * Elixir, Swift, CMake, Tcl …; lang `scripting`) hands to the operating system as an argument list rather
 * than as one string: `exec.Command("curl", "-o", f, u)`, `Command::new("sh").arg("-c").arg(cmd)`,
 * `new ProcessBuilder("bash", "-c", cmd)`, `system2("curl", c("-O", u))`, `System.cmd("sh", ["-c", cmd])`,
 * `execute_process(COMMAND sh -c "…")`, Tcl `exec sh -c {…}`. Each is turned back into the command line
 * it runs, which the caller analyses as embedded shell; an argument that is not a literal becomes `$ARG`
 * (unknown to the shell analyzer, as it is to us). Only what the literals say is read: nothing is guessed.
 * Pure text functions, linear and bounded (256 KiB, 8,192 literals, 64 commands).
 */
export interface Literal {
    value: string;
    start: number;
    end: number;
}
export interface ForeignCommand {
    /** The command line, shell-quoted. */
    code: string;
    start: number;
    end: number;
    label: string;
}
/**
 * Quoted strings on one line (double quotes with backslash escapes; single quotes, which several of
 * these languages use for characters or raw strings, the same way). Comments are not skipped: a command
 * in a comment of a language we do not parse is rare, and an argument list needs a call head anyway.
 */
export declare function literalsIn(text: string): Literal[];
/**
 * Every command a script in a language without a parser hands on as an argument list, in text order.
 * `tcl`: read Tcl's `exec` lines too (not for Ruby and Perl, whose `exec "…"` is read as a string);
 * `vars`: the file's literal assignments, when the caller has them already (src/analysis/code/foreign-loads.ts).
 */
export declare function foreignCommands(text: string, opts: {
    tcl: boolean;
    vars?: ReadonlyMap<string, string>;
}): ForeignCommand[];
