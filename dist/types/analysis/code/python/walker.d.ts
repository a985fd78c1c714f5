import type { PyNode as Node } from './ast.js';
import { type Call, type Ctx } from './context.js';
import { type PV } from './pv.js';
/**
 * Statements, in source order, with one namespace per module. Branches are walked one after the other
 * (the last assignment wins, taints of both reach the sinks they flow into); a loop over a known list
 * binds its variable to every element at once (`alts`). Functions are analysed when called, with their
 * arguments bound (bounded per function and in depth); a function never called is analysed at the end
 * with unknown parameters, so nothing in the file goes unread. A generator's result is the list of what it
 * yields (bounded), so `for kind, body in chunks(data)` sees the data it slices.
 */
export declare function analyzeModule(ctx: Ctx, root: Node): void;
export declare function walkStatement(ctx: Ctx, node: Node): void;
/** A call to a function or class defined in this file. */
export declare function callFunction(ctx: Ctx, callee: PV, call: Call): PV;
/** A lambda: its body is read once, with unknown parameters, where it is written. */
export declare function analyzeLambda(ctx: Ctx, node: Node): void;
