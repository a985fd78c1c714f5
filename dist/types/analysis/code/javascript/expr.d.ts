import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/**
 * Expression evaluation: constants fold (strings with their escapes decoded, template literals,
 * concatenation, arithmetic on numbers for char-code and xor tricks), names resolve through frames and
 * aliases, and calls go to `calls.ts`. Unknown constructs are walked for the calls inside them and read
 * as an unknown value.
 */
export declare function evaluate(ix: Ctx, node: Node): JsVal;
export declare function evalArgs(ix: Ctx, argsNode: Node | null): Args;
