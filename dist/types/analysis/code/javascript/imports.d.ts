import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type JsVal } from './jsval.js';
import { type Handler } from './support.js';
/** The value a module specifier loads, reporting what loading it does. */
export declare function moduleValue(ix: Ctx, spec: JsVal | undefined, node: Node, specNode: Node): JsVal;
/** `import x, { a as b }, * as ns from 'spec'` and `import 'spec'`. */
export declare function importStatement(ix: Ctx, node: Node): void;
/** `export * from './x'`, `export { a } from './x'`. */
export declare function reexport(ix: Ctx, node: Node): void;
/** `import(spec)`: the module (a promise of it, read as the module). */
export declare function dynamicImport(ix: Ctx, args: Args, node: Node): JsVal;
export declare const IMPORT_HANDLERS: Record<string, Handler>;
