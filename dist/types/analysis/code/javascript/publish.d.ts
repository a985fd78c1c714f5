import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
/** Emits the registry send when `program argv…` (run in `opts.cwd`) publishes a named folder. */
export declare function packagePublish(ix: Ctx, program: Value, words: readonly JsVal[], opts: JsVal | undefined, node: Node): void;
