import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/**
 * Operators: concatenation (long `+` chains folded without nesting depth), arithmetic on known numbers
 * (char-code and xor tricks), `||`/`??` defaults, the ternary, assignments to names and members, and
 * `op=` updates.
 */
export declare function unary(ix: Ctx, node: Node): JsVal;
export declare function binary(ix: Ctx, node: Node): JsVal;
/** The value of `l op r` (also used by `op=` assignments). */
export declare function combine(op: string, l: JsVal, r: JsVal): JsVal;
/** Of two alternatives, the one that carries more (taints, then known text). */
export declare function richer(a: JsVal, b: JsVal): JsVal;
export declare function assignment(ix: Ctx, node: Node): JsVal;
export declare function augmented(ix: Ctx, node: Node): JsVal;
/** The static key of `a.b` / `a['b']`, or undefined. */
export declare function memberKey(ix: Ctx, node: Node): string | undefined;
