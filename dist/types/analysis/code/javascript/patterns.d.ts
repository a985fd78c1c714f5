import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal, type ObjVal } from './jsval.js';
/**
 * Binding names: declarations and parameters with destructuring (`const { exec: run } =
 * require('child_process')`, `const [cmd] = parts`, defaults), classes as objects of their methods, and
 * `for … in/of` loop variables.
 */
/**
 * Binds `pattern` to `v`. `declare` makes new bindings in the current frame (else assigns); `missing`
 * says no value was given, so a default (`x = 'curl …'`) applies.
 */
export declare function bindPattern(ix: Ctx, pattern: Node, v: JsVal, declare: boolean, missing?: boolean): void;
/** A class as an object of its methods (so `new A().run('…')` inlines `run`). */
export declare function classValue(ix: Ctx, node: Node): ObjVal;
/** `for (const x in/of obj) body`: `x` is an element (or key) of `obj`. */
export declare function forInOf(ix: Ctx, node: Node): void;
/** A parameter's name, for the unknown value it gets when no argument is given. */
export declare function paramName(p: Node): string;
