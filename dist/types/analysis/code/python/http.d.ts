import type { PyNode as Node } from './ast.js';
import type { Ctx, Handler } from './context.js';
import { type PV } from './pv.js';
export interface Request {
    tool: string;
    method: string;
    url: PV | undefined;
    body: Array<PV | undefined>;
    headers?: PV | undefined;
    params?: PV | undefined;
    auth?: PV | undefined;
    /** Where the response is saved (urlretrieve, wget.download). */
    file?: PV | undefined;
}
/** Emits the fetch or send for a request and returns the response (downloaded data). */
export declare function request(ctx: Ctx, at: Node, r: Request): PV;
export declare const HTTP_HANDLERS: Array<[string, Handler]>;
