import type { Value } from '../../facts.js';
import type { ShellState } from './state.js';
import type { Cmd, Word } from './types.js';
export type { Assign, Cmd, Heredoc, Redir } from './types.js';
/**
 * One simple command as the analyzer sees it after expansion: its argv (wrappers such as `sudo`,
 * `env`, `nohup` peeled off and remembered), what feeds its standard input, its redirections, and
 * where it sits. Handlers read a `Cmd` and return what the command prints (its standard output).
 */
/** A command handler: emits behaviours and returns standard output (undefined: not modelled). */
export type Handler = (st: ShellState, cmd: Cmd) => Value | undefined;
/** The program a word names: basename, lower-cased, without `.exe` or a version suffix. */
export declare function canonicalName(text: string): string;
export declare const SHELLS: Set<string>;
/** Programs that run code given to them (a shell, or a language interpreter). */
export declare const INTERPRETERS: Set<string>;
/** The text of a command's argv, bounded (messages and `privilege.command`). */
export declare function argvText(argv: readonly Word[], max?: number): string;
/** A copy of `cmd` running `argv` (wrappers, `xargs`, `find -exec`). */
export declare function withArgv(cmd: Cmd, argv: Word[], wrapper?: string): Cmd;
