import type { Call, Ctx, Handler } from './context.js';
import type { PV } from './pv.js';
export declare const HANDLERS: Map<string, Handler>;
/** Methods called on plain values (strings, bytes, dicts): Python 2 codec decodes, then string methods. */
export declare function stringMethod(ctx: Ctx, call: Call, method: string): PV | undefined;
