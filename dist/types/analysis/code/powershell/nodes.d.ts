import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import type { PsVal } from './psval.js';
/**
 * Tree shapes of the PowerShell grammar: every expression sits in a chain of single-child precedence
 * levels (logical → bitwise → comparison → additive → …), skipped here in a loop, not by recursion.
 */
export declare const WRAPPERS: Set<string>;
export declare function unwrap(node: Node): Node;
/** The evaluated arguments of an `argument_list` node, with their nodes. */
export declare function argumentsOf(ix: PsCtx, list: Node | undefined): {
    vals: PsVal[];
    nodes: Node[];
};
