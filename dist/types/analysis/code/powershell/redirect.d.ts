import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/**
 * Redirections: `cmd > file` writes the pipeline's output to `file` (`>>` appends); stream merges
 * (`2>&1`) and `$null` targets write nothing.
 */
export declare function redirect(ix: PsCtx, node: Node, value: PsVal): void;
