import type { Value } from '../../../facts.js';
import type { Cmd } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
/** The contents of the files a yq expression loads, each read as the shell reads a file operand. */
export declare function yqLoads(st: ShellState, cmd: Cmd, expression: Word | undefined): Value[];
