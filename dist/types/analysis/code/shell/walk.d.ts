import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { type Cmd, type Heredoc } from './cmd.js';
import { type ShellState } from './state.js';
/**
 * Walks a tree-sitter-bash tree the way the shell runs it: lists and pipelines in order (each pipeline
 * stage's output is the next one's input), redirections and here-documents, loops with their items
 * bound, functions analysed at their calls with the arguments bound, substitutions run for their value.
 * Every statement returns what it prints, so `$(…)` has a value and `| sh` knows what it runs.
 */
export interface IO {
    stdin?: Value;
    heredoc?: Heredoc;
    /** Shared by the stages of one pipeline: canonical program names, in order. */
    pipeline?: string[];
    pipeStart?: number;
    pipeEnd?: number;
}
export declare function runNode(st: ShellState, node: Node, io: IO): Value | undefined;
/** Runs nested code that does not export assignments (loops, subshells, function bodies). */
export declare function nested<T>(st: ShellState, f: () => T): T;
export declare function runChildren(st: ShellState, node: Node, io: IO): Value | undefined;
/** Runs every command and process substitution inside a node we do not model (`[[ … ]]`, arithmetic). */
export declare function runSubstitutionsIn(st: ShellState, node: Node): void;
/** Analyses a function body at a call, with its arguments as positional parameters. */
export declare function callFunction(st: ShellState, name: string, cmd: Cmd): Value | undefined;
/** Functions never called in the unit are analysed once, with unknown arguments. */
export declare function runUncalledFunctions(st: ShellState): void;
