import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { ShellState } from './state.js';
export declare function lookupVar(st: ShellState, name: string): Value;
export declare function joinValues(vs: readonly Value[]): Value;
type WordValue = (st: ShellState, node: Node) => Value;
/** Glob `pattern` (`*`, `?`, literal text) matched against all of `s`. Linear-time greedy matcher. */
export declare function globMatch(pattern: string, s: string): boolean;
export declare function expandParameter(st: ShellState, node: Node, wordValue: WordValue): Value;
export {};
