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
/**
 * An environment setting with a shipped default, `process.env.X || 'lit'` (also `??` and
 * `process.env.X ? process.env.X : 'lit'`): unless the user sets X, the default is the value — a URL it
 * sends to, or a folder of the tree it reads or loads modules from. The setting stays (its taint says the
 * value can be changed); undefined when `r` is no such default.
 */
export declare function envDefault(l: JsVal, r: JsVal): JsVal | undefined;
/** Of two alternatives, the one that carries more (taints, then known text). */
export declare function richer(a: JsVal, b: JsVal): JsVal;
export declare function assignment(ix: Ctx, node: Node): JsVal;
export declare function augmented(ix: Ctx, node: Node): JsVal;
/** The static key of `a.b` / `a['b']`, or undefined. */
export declare function memberKey(ix: Ctx, node: Node): string | undefined;
