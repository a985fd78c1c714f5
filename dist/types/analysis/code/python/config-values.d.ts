import type { Call, Ctx, Handler } from './context.js';
import { type PV } from './pv.js';
/** The shipped configuration a read path names: the path ends with the path as the script writes it. */
export declare function shippedConfig(ctx: Ctx, path: PV): string | undefined;
/** The JSON text as a Python value: dicts, lists, strings and numbers known statically. */
export declare function configValue(json: string): PV | undefined;
/** A parser given the content of (or a handle on) a shipped configuration: the parsed value. */
export declare function parsedConfig(_ctx: Ctx, call: Call): PV | undefined;
export declare const CONFIG_HANDLERS: Array<[string, Handler]>;
