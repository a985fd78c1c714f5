import type { Node } from 'web-tree-sitter';
import { type Handler } from '../cmd.js';
import type { ShellState } from '../state.js';
/** A function that calls itself twice per call, in a pipeline or in the background: `:(){ :|:& };:`. */
export declare function forkBomb(st: ShellState, name: string, body: Node, start: number, end: number): void;
/** A pipeline joining a shell and a network client is a shell driven from the network. */
export declare function pipelineChecks(st: ShellState, names: readonly string[], start: number, end: number): void;
export declare const SYSTEM_HANDLERS: Array<[string, Handler]>;
