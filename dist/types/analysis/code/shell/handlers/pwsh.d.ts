import type { Value } from '../../../facts.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState } from '../state.js';
export declare function powershell(st: ShellState, cmd: Cmd): Value | undefined;
export declare const PWSH_HANDLERS: Array<[string, Handler]>;
