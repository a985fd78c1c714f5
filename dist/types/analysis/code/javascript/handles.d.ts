import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type Handle, type JsVal } from './jsval.js';
/** `src.pipe(dest)`: the flows listed in the module comment. */
export declare function pipe(ix: Ctx, src: JsVal, dest: JsVal | undefined, node: Node): JsVal;
export declare function handleMethod(ix: Ctx, h: Handle, prop: string, args: Args, node: Node): JsVal | undefined;
export declare function handleMember(_ix: Ctx, h: Handle, prop: string): JsVal;
/** `ws.onmessage = (e) => …`, `xhr.onload = …`: handlers run with what the handle receives. */
export declare function handleAssign(ix: Ctx, h: Handle, prop: string, v: JsVal, _node: Node): void;
/** Requests created and never written to are plain fetches (reported where they were created). */
export declare function finishRequests(ix: Ctx): void;
