import type { PyNode as Node } from './ast.js';
import { type Ctx } from './context.js';
import { type PV } from './pv.js';
/**
 * Expression evaluation: a Python expression node to a `PV`. Calls are visited as they are evaluated
 * (src/analysis/code/python/calls.ts), so every call is seen once per evaluation of its statement, with
 * the values of its arguments. Recursion is bounded by `LIMITS.maxDepth` and every visit counts against
 * `LIMITS.maxSteps`; past either, the value is unknown and the unit is marked as not fully analysed.
 */
export declare function evalExpr(ctx: Ctx, node: Node | null | undefined): PV;
