import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { type PV } from './pv.js';
/**
 * Call evaluation: the callee is resolved to a qualified name (aliases, `getattr`, `__import__` already
 * folded by the evaluator), the arguments are evaluated, and the call goes to a behaviour handler
 * (handlers.ts), to a function defined in the file (analysed with its arguments bound), or — unknown —
 * returns a value derived from everything that flowed in.
 */
export declare function evalCall(ctx: Ctx, node: Node): PV;
