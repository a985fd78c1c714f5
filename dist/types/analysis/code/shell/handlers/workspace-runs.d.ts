import { type Cmd } from '../cmd.js';
import type { ShellState } from '../state.js';
/** Records the run when the program, or the script an interpreter is handed, lies in the working folder. */
export declare function workspaceRun(st: ShellState, cmd: Cmd): void;
