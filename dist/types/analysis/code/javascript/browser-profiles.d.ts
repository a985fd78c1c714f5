import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
import type { Handler } from './support.js';
/**
 * Remembers the destination of a copy whose source is a browser profile folder or one of its stores
 * (called by fs.ts's copier), so a browser launched on that copy is launched on the profile.
 */
export declare function noteProfileCopy(ix: Ctx, from: JsVal | undefined, to: JsVal | undefined): void;
export declare const BROWSER_PROFILE_HANDLERS: Record<string, Handler>;
/**
 * `context.cookies()` / `storageState()` on a value the code passed around (a context returned in an object
 * from one of two launch branches, handed to a helper): once this unit launched a browser on the user's
 * profile, these calls read that profile's cookies.
 */
export declare function profileContextMethod(ix: Ctx, prop: string, node: Node): JsVal | undefined;
