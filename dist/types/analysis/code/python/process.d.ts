import type { Value } from '../../facts.js';
import type { PyNode as Node } from './ast.js';
import type { Call, Ctx, Handler } from './context.js';
import { type PV } from './pv.js';
/** An argv list (or a single program) as the command line a shell would run. */
export declare function argvCommand(argv: readonly PV[]): {
    text: string;
    value: Value;
};
/** Reports an execute of a command line and hands the text to the shell analyzer. */
export declare function runCommand(ctx: Ctx, call: Call, via: string, cmd: {
    text: string;
    value: Value;
}, argv?: readonly PV[]): void;
/** Emits the reverse shell once its parts are all seen (connect, descriptors duplicated, a shell). */
export declare function reverseShell(ctx: Ctx, at: Node | [number, number], how: string): void;
/** At the end of a unit: a connected socket, `dup2` onto it, and a shell, in any order. */
export declare function finishReverseShell(ctx: Ctx): void;
export declare const PROCESS_HANDLERS: Array<[string, Handler]>;
