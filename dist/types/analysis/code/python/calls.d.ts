import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { type PV } from './pv.js';
export declare function evalCall(ctx: Ctx, node: Node): PV;
/**
 * `@decorator` over a function defined in this file: the decorator runs with the function, as Python
 * does at definition time, so a registry (`HANDLERS.append(fn)`, `REGISTRY[name] = fn`) holds it. A
 * decorator imported from another module of the skill is recorded as a call with that function.
 */
export declare function applyDecorator(ctx: Ctx, decorator: PV, fn: PV, node: Node): void;
