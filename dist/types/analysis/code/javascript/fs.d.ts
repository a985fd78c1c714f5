import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
import { type Handler } from './support.js';
/** A read of `path`: a fact when it is a secret store; the contents carry `file` (and `secret`). */
export declare function readPath(ix: Ctx, pathVal: JsVal | undefined, node: Node): JsVal;
/** A write of `content` to `path` (`append` for appendFile / flag 'a'). */
export declare function writePath(ix: Ctx, pathVal: JsVal | undefined, content: JsVal | undefined, append: boolean, node: Node): void;
export declare const FS_HANDLERS: Record<string, Handler>;
