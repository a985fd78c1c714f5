import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { type ShellState, type Word } from './state.js';
/** A summary text (`$(curl …)`, `${name}`) rather than real content: never split into fields. */
export declare function isSummary(v: Value): boolean;
/** Backslash escapes outside quotes: `\x` is `x`, backslash-newline disappears. */
export declare function unescapeUnquoted(s: string): string;
/** Backslash escapes inside double quotes (and unquoted here-documents): only `$ \` " \ newline`. */
export declare function unescapeQuoted(s: string, quoteChar?: string): string;
/** The value of a word without field splitting (assignments, here-strings, `case` subjects). */
export declare function wordValue(st: ShellState, node: Node): Value;
/** The fields a word node expands to (brace expansion, then splitting of unquoted expansions). */
export declare function expandWord(st: ShellState, node: Node | readonly Node[], lead?: string): Word[];
