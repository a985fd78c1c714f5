import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type ArrVal, type DataVal, type JsVal } from './jsval.js';
import { type Handler } from './support.js';
export declare const DECODE_HANDLERS: Record<string, Handler>;
/** Methods on a string or opaque datum. Undefined: not modelled (the caller reads it generically). */
export declare function dataMethod(ix: Ctx, recv: DataVal, prop: string, args: Args, node: Node): JsVal | undefined;
/** Methods on arrays: join, reverse (a string reversal when the array is its characters), map/reduce
 *  with a local function (each item, bounded), and the rest generically. */
export declare function arrayMethod(ix: Ctx, recv: ArrVal, prop: string, args: Args, node: Node): JsVal | undefined;
export declare function mapItems(ix: Ctx, recv: ArrVal, fn: JsVal | undefined, node: Node): JsVal;
