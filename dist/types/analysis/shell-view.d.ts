/**
 * What a parse of shell text gives detectors (src/analysis/shell.ts parses): commands with their argv,
 * redirections and pipeline neighbours, every word with its offsets; and the questions detectors ask of
 * it (pipeline neighbours, arguments, flags).
 */
export interface ShellWord {
    /** The word with quotes removed and escapes applied; substitutions are kept verbatim. */
    text: string;
    start: number;
    end: number;
    /** True when any part of the word was quoted. */
    quoted: boolean;
    /** Offset where the word's unquoted payload starts (past an opening quote), for nested parsing. */
    innerStart: number;
}
export interface ShellRedirect {
    op: string;
    target?: ShellWord;
}
export type ShellVia = 'top' | 'command-sub' | 'process-sub' | 'shell-c' | 'eval' | 'heredoc';
export interface ShellCommand {
    id: number;
    /** Program name, lower-cased, without directory or `.exe`, after wrappers (`sudo`, `env`, `nohup` …). */
    name: string;
    /** argv with argv[0] the program (wrappers and leading assignments removed). */
    argv: ShellWord[];
    /** Wrapper programs removed from the front (`sudo`, `env`, `nohup`, `timeout` …). */
    wrappers: string[];
    assignments: ShellWord[];
    redirects: ShellRedirect[];
    start: number;
    end: number;
    /** Commands joined by `|` share a pipeline id; `index` is the position in it. */
    pipeline: number;
    index: number;
    via: ShellVia;
    /** The command whose word contained this one (substitutions, `sh -c`, `eval`, here-docs). */
    parent?: number;
    heredoc?: {
        text: string;
        start: number;
    };
}
export interface ShellView {
    commands: ShellCommand[];
    /** True when a cap (size, commands, nesting) stopped the parse early. */
    truncated: boolean;
}
export declare const SHELL_LIMITS: {
    maxText: number;
    maxCommands: number;
    maxWords: number;
    maxDepth: number;
    maxSubs: number;
};
export declare const SHELLS: Set<string>;
export declare function programName(word: string): string;
export declare function byId(view: ShellView, id: number | undefined): ShellCommand | undefined;
/** The commands after `cmd` in its pipeline, in order. */
export declare function downstream(view: ShellView, cmd: ShellCommand): ShellCommand[];
/** The commands before `cmd` in its pipeline, in order. */
export declare function upstream(view: ShellView, cmd: ShellCommand): ShellCommand[];
/** Arguments after the program, as text. */
export declare function args(cmd: ShellCommand): string[];
/** True when a flag is present: `-o`, `--output`, or a short flag inside a cluster (`-fsSL` has `s`). */
export declare function hasFlag(cmd: ShellCommand, short: string | undefined, long?: string): boolean;
/** The value after a flag (`-o file`, `--output=file`, `-ofile`), or undefined. */
export declare function flagValue(cmd: ShellCommand, short: string | undefined, long?: string): string | undefined;
