import type { Value } from '../../../facts.js';
import type { Cmd } from '../cmd.js';
import type { ShellState } from '../state.js';
export declare function inlineDecoderOutput(st: ShellState, cmd: Cmd, code: Value): Value | undefined;
