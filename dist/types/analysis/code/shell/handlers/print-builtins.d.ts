import type { Value } from '../../../facts.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState } from '../state.js';
/**
 * `echo` and `printf` as data: what they print, with escapes decoded (`printf '\x63…'`, `echo -e`), and a
 * `decode` fact when escapes hid the text — also when the escape's digits are computed at run time.
 */
export declare function echo(st: ShellState, cmd: Cmd): Value;
export declare function printf(st: ShellState, cmd: Cmd): Value;
export declare const PRINT_HANDLERS: Array<[string, Handler]>;
