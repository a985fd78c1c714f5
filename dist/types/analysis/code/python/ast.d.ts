/**
 * The Python analyzer's syntax tree: the shared plain-JavaScript copy of the tree-sitter tree
 * (src/analysis/code/syntax-tree.ts), under the name its modules use.
 */
export { copyTree, MAX_NODES, SyntaxNode as PyNode } from '../syntax-tree.js';
