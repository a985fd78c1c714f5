import type { Call } from './context.js';
import { type PV } from './pv.js';
/** What handlers and the walker read of a call: an argument, and the value of a call nothing models. */
/** Positional argument `i` or keyword `kw`. */
export declare function arg(call: Call, i: number, kw?: string): PV | undefined;
/** What an unmodelled call returns: data derived from its object and arguments. */
export declare function unknownCall(call: Call): PV;
