import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
import { type Handler } from './support.js';
export interface HttpOptions {
    body?: JsVal;
    query?: JsVal;
    headers?: JsVal;
    /** `auth` / `username`+`password` options: credentials. */
    auth?: JsVal;
    /** The request method when known (`POST` with no body is still a send). */
    method?: string;
}
/**
 * One HTTP request: a `send` when it has a body, a write method, or user or machine data in its URL or
 * custom headers; else a `fetch`. What authenticates it — credential headers, `auth`, a secret-named
 * environment variable in its URL (`?key=${API_KEY}`, `/bot${TOKEN}/`) — goes to `credentials`, not
 * `data`: a token sent to the API it belongs to is the intended call, and the rule weighs it against the
 * endpoint. Returns the (downloaded) response.
 */
export declare function httpRequest(ix: Ctx, node: Node, tool: string, urlVal: JsVal | undefined, o: HttpOptions): JsVal;
export declare const NET_HANDLERS: Record<string, Handler>;
