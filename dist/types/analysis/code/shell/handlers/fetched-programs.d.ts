import type { Value } from '../../../facts.js';
import { type Cmd } from '../cmd.js';
import type { ShellState } from '../state.js';
/** A program path written or fetched earlier in the unit (`curl -o x u; chmod +x x; ./x`). */
export declare function runFetchedFile(st: ShellState, cmd: Cmd): Value | undefined;
