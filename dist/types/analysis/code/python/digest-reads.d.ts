import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
/**
 * `with open(p, "rb") as f:` whose body uses `f` only as `f.read(…)` handed straight to a digest
 * (`hashlib.sha256(f.read())`, `h.update(f.read())`) or as `hashlib.file_digest(f, …)`.
 */
export declare function digestedHandle(ctx: Ctx, opener: Node | undefined, alias: string, body: Node | null): boolean;
/**
 * A digest call whose one argument is a read of a handle no name keeps (`hashlib.sha256(open(p,
 * "rb").read())`, `hashlib.md5(Path(p).read_bytes())`): the bytes go nowhere but into the digest.
 */
export declare function inlineDigest(ctx: Ctx, call: Node): boolean;
/**
 * Every SQL query of the file that reads a browser's secret table names its columns, none of which holds
 * a secret (`SELECT host_key, name, path, creation_utc FROM cookies`), and there is at least one such
 * query: a connection opened in this file reads metadata of the store, not its cookies or passwords.
 */
export declare function metadataOnlySql(text: string): boolean;
