import type { Node } from 'web-tree-sitter';
import type { Heredoc, Redir } from './cmd.js';
import type { ShellState } from './state.js';
/**
 * Reading redirections off the tree: file redirections with their operator and descriptor, here-strings,
 * and here-documents (quoted delimiters keep their text, unquoted ones expand, `<<-` strips tabs), plus
 * the statements tree-sitter hangs under a here-document's first line (`cat <<EOF | sh`).
 */
export interface Redirections {
    redirs: Redir[];
    heredoc?: Heredoc;
    /** Statements after a here-document start on its line (`cat <<EOF | sh`): fed its output. */
    continuations: Node[];
}
export declare function collectRedirect(st: ShellState, r: Node, acc: Redirections): void;
