import type { Node } from 'web-tree-sitter';
import type { Ctx } from './context.js';
export declare function isStatement(node: Node): boolean;
export declare function runStatement(ix: Ctx, node: Node): void;
