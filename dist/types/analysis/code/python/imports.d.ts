import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
export declare function walkImport(ctx: Ctx, node: Node): void;
