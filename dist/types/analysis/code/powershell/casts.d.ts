import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
export declare function castTo(ix: PsCtx, type: string, v: PsVal, node: Node): PsVal;
