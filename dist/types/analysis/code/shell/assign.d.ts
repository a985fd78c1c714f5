import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { Assign } from './cmd.js';
import type { ShellState } from './state.js';
export declare function assignmentOf(st: ShellState, node: Node): Assign;
export declare function assignVar(st: ShellState, a: Assign): void;
export declare function runAssignment(st: ShellState, node: Node, _: unknown[]): void;
export declare function runDeclaration(st: ShellState, node: Node): Value | undefined;
