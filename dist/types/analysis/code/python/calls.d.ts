import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { type PV } from './pv.js';
/**
 * Call evaluation: the callee is resolved to a qualified name (aliases, `getattr`, `__import__` already
 * folded by the evaluator), the arguments are evaluated, and the call goes to a behaviour handler
 * (handlers.ts), to a function defined in the file (analysed with its arguments bound), or — unknown —
 * returns a value derived from everything that flowed in.
 */
export interface Call {
    node: Node;
    /** Normalised qualified name (`subprocess.run`), or '' when the callee has none. */
    name: string;
    callee: PV;
    /** The object of a method call (`s` in `s.connect(…)`). */
    self?: PV;
    selfNode?: Node;
    args: PV[];
    kwargs: Map<string, PV>;
    /** Positional argument nodes, for locating evidence and embedded code. */
    argNodes: Node[];
    /** `*args` / `**kwargs` that could not be spread: their taints still flow. */
    rest: PV[];
}
export type Handler = (ctx: Ctx, call: Call) => PV | undefined;
/** Positional argument `i` or keyword `kw`. */
export declare function arg(call: Call, i: number, kw?: string): PV | undefined;
export declare function evalCall(ctx: Ctx, node: Node): PV;
/** What an unmodelled call returns: data derived from its object and arguments. */
export declare function unknownCall(call: Call): PV;
