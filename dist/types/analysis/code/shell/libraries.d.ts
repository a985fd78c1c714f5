import type { Tree } from 'web-tree-sitter';
import type { ParseLimits } from '../grammar.js';
import type { ShellState } from './state.js';
/** Defines the libraries' functions in `st` (the script's own definitions, made later, win). Returns the
 * parse trees, which the caller deletes when the walk is over. */
export declare function defineLibraryFunctions(st: ShellState, libraries: readonly string[], limits: ParseLimits): Tree[];
