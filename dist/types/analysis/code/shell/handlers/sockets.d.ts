import type { Value } from '../../../facts.js';
import { type Cmd, type Handler } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
export declare function opensslClient(st: ShellState, cmd: Cmd): Value;
export declare const SOCKET_HANDLERS: Array<[string, Handler]>;
export type { Word };
