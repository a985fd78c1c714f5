import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/**
 * Literals as the engine reads them: strings and template literals with their escapes decoded (a run
 * of `\xNN` escapes of printable characters is a decoding, reported), numbers in every notation,
 * regular-expression literals kept as pattern and flags (for `.replace(/x/g, '')`).
 */
/** A string literal, escapes decoded; printable characters written as `\xNN` are a decoding. */
export declare function stringValue(ix: Ctx, node: Node): JsVal;
export declare function templateValue(ix: Ctx, node: Node): JsVal;
export declare function numberValue(text: string): JsVal;
export declare function regexOf(node: Node): {
    pattern: string;
    flags: string;
};
