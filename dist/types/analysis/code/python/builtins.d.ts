import type { Call, Ctx, Handler } from './context.js';
import { type PV } from './pv.js';
export declare const VALUE_HANDLERS: Array<[string, Handler]>;
/** Methods of strings and bytes whose result we can compute (or whose input flows through). */
export declare function stringMethod(ctx: Ctx, call: Call, method: string): PV | undefined;
