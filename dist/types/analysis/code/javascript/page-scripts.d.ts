import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/** `page.addInitScript({ content: fetched })` and the like: an execute of downloaded code, or undefined. */
export declare function pageScriptCall(ix: Ctx, prop: string, args: Args, node: Node): JsVal | undefined;
