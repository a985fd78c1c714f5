import type { Node } from 'web-tree-sitter';
import type { Args, Ctx } from './context.js';
import { type JsVal } from './jsval.js';
import type { Handler } from './support.js';
export declare const SECRET_STORE_HANDLERS: Record<string, Handler>;
/**
 * `db.prepare("SELECT host_key, encrypted_value FROM cookies")`: a read of the browser store the query
 * names, whatever database handle it runs on. Returns the statement or rows, carrying the secret.
 */
export declare function browserStoreQuery(ix: Ctx, prop: string, args: Args, node: Node): JsVal | undefined;
export declare function configuredRegistryToken(prop: string, args: Args): JsVal | undefined;
