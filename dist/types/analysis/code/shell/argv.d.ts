import type { Node } from 'web-tree-sitter';
import type { ShellState, Word } from './state.js';
/**
 * A command's words as bash sees them (used by walk.ts): argv words of a command node; words split only by a backslash-newline, or not split at all (the grammar
 * makes `@<(cat f)` two arguments, bash one word `@/dev/fd/63`), are one word, as in bash.
 */
export declare function argvOf(st: ShellState, node: Node): Word[];
