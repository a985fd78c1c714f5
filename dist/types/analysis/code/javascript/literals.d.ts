import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/** A string literal, escapes decoded; printable characters written as `\xNN` are a decoding. */
export declare function stringValue(ix: Ctx, node: Node): JsVal;
export declare function templateValue(ix: Ctx, node: Node): JsVal;
export declare function numberValue(text: string): JsVal;
export declare function regexOf(node: Node): {
    pattern: string;
    flags: string;
};
