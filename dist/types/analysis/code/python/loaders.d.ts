import type { PyNode as Node } from './ast.js';
import type { Ctx, Handler } from './context.js';
/**
 * An import by name once a downloaded archive or folder is on `sys.path`: the module found first may be
 * the downloaded one, so its code runs. Standard-library names and relative imports are left alone.
 */
export declare function importAfterDownload(ctx: Ctx, at: Node, name: string | undefined): void;
export declare const LOADER_HANDLERS: Array<[string, Handler]>;
