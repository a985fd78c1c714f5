import type { Call, Ctx } from './context.js';
import { type PV } from './pv.js';
/**
 * Called for every call before its handler: notes a launch on the user's profile, and reads the
 * profile's cookies where a launched browser's context or driver is asked for them.
 */
export declare function browserProfileCall(ctx: Ctx, call: Call, method: string): PV | undefined;
