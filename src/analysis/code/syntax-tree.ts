import type { Tree } from 'web-tree-sitter';

/**
 * A plain-JavaScript copy of a tree-sitter tree (the Python and Go analyzers walk these). The evaluator visits nodes many times (a function
 * body once per call site), and every visit of a web-tree-sitter node crosses into WASM and allocates;
 * one cursor walk into these objects made analysis several times faster on the corpus. The copy is
 * built iteratively (no recursion on hostile nesting) and bounded in node count.
 */
export class SyntaxNode {
  readonly children: SyntaxNode[] = [];
  /** Field name of each child, by index (null when the grammar gives none). */
  readonly fields: Array<string | null> = [];
  private named?: SyntaxNode[];

  constructor(
    private readonly source: string,
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    readonly endIndex: number,
  ) {}

  get text(): string {
    return this.source.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): SyntaxNode[] {
    this.named ??= this.children.filter((c) => c.isNamed);
    return this.named;
  }

  get firstChild(): SyntaxNode | null {
    return this.children[0] ?? null;
  }

  childForFieldName(name: string): SyntaxNode | null {
    const i = this.fields.indexOf(name);
    return i < 0 ? null : (this.children[i] ?? null);
  }

  childrenForFieldName(name: string): SyntaxNode[] {
    return this.children.filter((_, i) => this.fields[i] === name);
  }
}

/** Nodes copied at most (a 1 MB file of real code has about 400,000). */
export const MAX_NODES = 2_000_000;

/** Copies the tree; `complete` is false when the node bound cut it short. */
export function copyTree(tree: Tree, source: string): { root: SyntaxNode; complete: boolean } {
  const cursor = tree.walk();
  // Every cursor getter re-sends the cursor into WASM; the type id gives both the type and (from the
  // language, once per id) whether it is named, one crossing instead of two per node.
  const language = tree.language;
  // One record per type id, made once (an object per node was garbage for every node copied).
  const kinds: Array<{ type: string; isNamed: boolean }> = [];
  const kindOf = (id: number) => {
    kinds[id] ??= { type: language.types[id] || 'ERROR', isNamed: language.nodeTypeIsNamed(id) };
    return kinds[id];
  };
  try {
    const root = new SyntaxNode(source, cursor.nodeType, true, cursor.startIndex, cursor.endIndex);
    const stack: SyntaxNode[] = [root];
    let count = 1;
    let complete = true;
    while (stack.length > 0) {
      if (cursor.gotoFirstChild()) {
        // descend
      } else {
        // climb until a sibling exists
        while (!cursor.gotoNextSibling()) {
          stack.pop();
          if (stack.length === 0 || !cursor.gotoParent()) return { root, complete };
        }
        stack.pop();
      }
      if (++count > MAX_NODES) {
        complete = false;
        return { root, complete };
      }
      const kind = kindOf(cursor.nodeTypeId);
      const node = new SyntaxNode(source, kind.type, kind.isNamed, cursor.startIndex, cursor.endIndex);
      const parent = stack[stack.length - 1]!;
      parent.children.push(node);
      parent.fields.push(cursor.currentFieldName);
      stack.push(node);
    }
    return { root, complete };
  } finally {
    cursor.delete();
  }
}
