import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type JsVal } from './jsval.js';
export declare function callValue(ix: Ctx, callee: JsVal, args: Args, node: Node): JsVal;
export declare function callRef(ix: Ctx, name: string, args: Args, node: Node): JsVal;
export declare function construct(ix: Ctx, ctor: JsVal, args: Args, node: Node): JsVal;
/** `recv.prop(args)`. */
export declare function callMethod(ix: Ctx, recv: JsVal, prop: string, args: Args, node: Node): JsVal;
