import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { ShellState } from './state.js';
export declare function lookupVar(st: ShellState, name: string): Value;
export declare function joinValues(vs: readonly Value[]): Value;
type WordValue = (st: ShellState, node: Node) => Value;
export declare function expandParameter(st: ShellState, node: Node, wordValue: WordValue): Value;
export {};
