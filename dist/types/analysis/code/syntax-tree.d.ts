import type { Tree } from 'web-tree-sitter';
/**
 * A plain-JavaScript copy of a tree-sitter tree (the Python and Go analyzers walk these). The evaluator visits nodes many times (a function
 * body once per call site), and every visit of a web-tree-sitter node crosses into WASM and allocates;
 * one cursor walk into these objects made analysis several times faster on the corpus. The copy is
 * built iteratively (no recursion on hostile nesting) and bounded in node count.
 */
export declare class SyntaxNode {
    private readonly source;
    readonly type: string;
    readonly isNamed: boolean;
    readonly startIndex: number;
    readonly endIndex: number;
    readonly children: SyntaxNode[];
    /** Field name of each child, by index (null when the grammar gives none). */
    readonly fields: Array<string | null>;
    private named?;
    constructor(source: string, type: string, isNamed: boolean, startIndex: number, endIndex: number);
    get text(): string;
    get namedChildren(): SyntaxNode[];
    get firstChild(): SyntaxNode | null;
    childForFieldName(name: string): SyntaxNode | null;
    childrenForFieldName(name: string): SyntaxNode[];
}
/** Nodes copied at most (a 1 MB file of real code has about 400,000). */
export declare const MAX_NODES = 2000000;
/** Copies the tree; `complete` is false when the node bound cut it short. */
export declare function copyTree(tree: Tree, source: string): {
    root: SyntaxNode;
    complete: boolean;
};
/** The copy through web-tree-sitter's TreeCursor, when the runtime's exports are not at hand. */
export declare function copyTreeWithCursor(tree: Tree, source: string): {
    root: SyntaxNode;
    complete: boolean;
};
