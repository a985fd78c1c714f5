import type { Value } from '../../facts.js';
import { type Cmd } from './cmd.js';
import type { ShellState } from './state.js';
/**
 * Runs one command: peels wrappers (`sudo`, `env`, `nohup`, `timeout`, `xargs` …), calls the handler of
 * the program, and applies redirections. A program the analyzer does not model passes its input's
 * taints through to its output, so `cat key | gzip | curl -d @-` still carries the secret.
 */
type PrivHow = 'sudo' | 'su' | 'doas' | 'pkexec';
export declare function execCmd(st: ShellState, input: Cmd): Value | undefined;
/** Emits a privilege fact for a sudo-like wrapper around `inner`. */
export declare function privilege(st: ShellState, how: PrivHow, inner: Cmd, interactiveShell: boolean): void;
export {};
