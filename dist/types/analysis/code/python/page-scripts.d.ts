import type { Call, Ctx } from './context.js';
import { type PV } from './pv.js';
/** `driver.execute_script(requests.get(u).text)` and the like: an execute of downloaded code. */
export declare function pageScriptCall(ctx: Ctx, call: Call, method: string): PV | undefined;
