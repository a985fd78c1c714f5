import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
import { type JsVal } from './jsval.js';
export declare function member(ix: Ctx, recv: JsVal, prop: string, node: Node): JsVal;
/** `process.env.NAME` / `process.env['NAME']`. */
export declare function envMember(ix: Ctx, name: string, node: Node): JsVal;
/**
 * `process.env[expr]` with a key we cannot know: any variable, secrets included (a loop over every key
 * reads them all). No read is reported here; a sink that sends or writes it reports it. A key whose
 * known part names a variable (`process.env[provider + '_CLIENT_ID']`) reads one variable of that
 * family, judged by that name like `process.env.NAME`.
 */
export declare function envDynamic(ix: Ctx, key: JsVal, node: Node): JsVal;
/** `target.prop = v`. */
export declare function assignMember(ix: Ctx, target: JsVal, prop: string, v: JsVal, node: Node): void;
