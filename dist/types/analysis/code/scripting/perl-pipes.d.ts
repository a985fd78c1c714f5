import type { Value } from '../../facts.js';
import { type ScriptState } from './model.js';
/**
 * A piped open's mode and command operands, from the arguments after the handle: `'-|', prog, args…`
 * (list form), `'-|', "prog args"`, or the two-argument `"prog args |"` / `"| prog args"`.
 */
export declare function pipeOperands(args: readonly string[]): {
    mode: 'read' | 'write';
    operands: string[];
} | undefined;
/**
 * A piped open of `name` at [start, end) of the statement: returns the read handle's value (a download),
 * or registers a write handle's sink; undefined when the program is none of the above.
 */
export declare function perlPipeOpen(st: ScriptState, name: string, pipe: {
    mode: 'read' | 'write';
    operands: string[];
}, at: {
    start: number;
    end: number;
}): Value | undefined;
/** Values a statement reads from programs: captured output of a downloader, and lines of a piped handle. */
export declare function perlCommandOutputs(st: ScriptState): void;
export declare function perlPipeWrites(st: ScriptState): void;
