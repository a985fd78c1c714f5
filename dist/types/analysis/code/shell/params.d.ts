import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { ShellState } from './state.js';
/**
 * The field separators a script set (`IFS=+`), or undefined for the default blanks. Unknown values keep
 * the default: a separator we cannot read is not a reason to split differently.
 */
export declare function fieldSeparators(st: ShellState): string | undefined;
export declare function lookupVar(st: ShellState, ref: string): Value;
export declare function joinValues(vs: readonly Value[]): Value;
type WordValue = (st: ShellState, node: Node) => Value;
export declare function expandParameter(st: ShellState, node: Node, wordValue: WordValue): Value;
export {};
