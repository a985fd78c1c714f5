import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/** Runs one command of a pipeline with `input` from the previous element; returns its output. */
export declare function runCommand(ix: PsCtx, node: Node, input: PsVal | undefined): PsVal;
