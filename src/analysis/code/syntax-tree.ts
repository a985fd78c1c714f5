import type { Language, Tree } from 'web-tree-sitter';
import { type CursorExports, rawCursor } from './grammar.js';

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

type Kind = { type: string; isNamed: boolean };

/**
 * One record per node type id of a language, made once (an object per node was garbage for every node
 * copied, and asking the language whether a type is named is a WASM call).
 */
class Kinds {
  private readonly byId: Kind[] = [];
  private readonly other = new Map<number, Kind>();

  constructor(private readonly language: Language) {
    for (let id = 0; id < language.types.length; id++) this.byId.push(this.make(id));
  }

  private make(id: number): Kind {
    return { type: this.language.types[id] || 'ERROR', isNamed: this.language.nodeTypeIsNamed(id) };
  }

  of(id: number): Kind {
    const k = this.byId[id];
    if (k) return k;
    // Ids past the table: ERROR is 65535.
    let o = this.other.get(id);
    if (!o) {
      o = this.make(id);
      this.other.set(id, o);
    }
    return o;
  }
}

const kindTables = new WeakMap<Language, Kinds>();

function kindsOf(language: Language): Kinds {
  let k = kindTables.get(language);
  if (!k) {
    k = new Kinds(language);
    kindTables.set(language, k);
  }
  return k;
}

/** Copies the tree; `complete` is false when the node bound cut it short. */
export function copyTree(tree: Tree, source: string): { root: SyntaxNode; complete: boolean } {
  const raw = rawCursor();
  return raw ? copyWithExports(tree, source, raw) : copyTreeWithCursor(tree, source);
}

/**
 * The copy through the runtime's cursor exports: five or six WASM calls per node (a move, the type id,
 * start, end, field id) and no cursor marshalled between JavaScript and WASM, where the TreeCursor class
 * copies the cursor's four words out and back on every call (about 30 heap reads and writes a node).
 * Nothing else may call into the runtime during the walk: the cursor lives in its transfer buffer.
 */
function copyWithExports(
  tree: Tree,
  source: string,
  w: CursorExports,
): { root: SyntaxNode; complete: boolean } {
  const t = (tree as unknown as { 0: number })[0];
  const kinds = kindsOf(tree.language);
  const fieldNames = tree.language.fields;
  w._ts_tree_root_node_wasm(t);
  w._ts_tree_cursor_new_wasm(t);
  try {
    const root = new SyntaxNode(
      source,
      kinds.of(w._ts_tree_cursor_current_node_type_id_wasm(t)).type,
      true,
      w._ts_tree_cursor_start_index_wasm(t),
      w._ts_tree_cursor_end_index_wasm(t),
    );
    const stack: SyntaxNode[] = [root];
    let count = 1;
    while (stack.length > 0) {
      if (w._ts_tree_cursor_goto_first_child_wasm(t)) {
        // descend
      } else {
        // climb until a sibling exists
        while (!w._ts_tree_cursor_goto_next_sibling_wasm(t)) {
          stack.pop();
          if (stack.length === 0 || !w._ts_tree_cursor_goto_parent_wasm(t)) return { root, complete: true };
        }
        stack.pop();
      }
      if (++count > MAX_NODES) return { root, complete: false };
      const kind = kinds.of(w._ts_tree_cursor_current_node_type_id_wasm(t));
      const node = new SyntaxNode(
        source,
        kind.type,
        kind.isNamed,
        w._ts_tree_cursor_start_index_wasm(t),
        w._ts_tree_cursor_end_index_wasm(t),
      );
      const parent = stack[stack.length - 1]!;
      parent.children.push(node);
      parent.fields.push(fieldNames[w._ts_tree_cursor_current_field_id_wasm(t)] ?? null);
      stack.push(node);
    }
    return { root, complete: true };
  } finally {
    w._ts_tree_cursor_delete_wasm(t);
  }
}

/** The copy through web-tree-sitter's TreeCursor, when the runtime's exports are not at hand. */
export function copyTreeWithCursor(tree: Tree, source: string): { root: SyntaxNode; complete: boolean } {
  const cursor = tree.walk();
  const kinds = kindsOf(tree.language);
  try {
    const root = new SyntaxNode(source, cursor.nodeType, true, cursor.startIndex, cursor.endIndex);
    const stack: SyntaxNode[] = [root];
    let count = 1;
    while (stack.length > 0) {
      if (cursor.gotoFirstChild()) {
        // descend
      } else {
        while (!cursor.gotoNextSibling()) {
          stack.pop();
          if (stack.length === 0 || !cursor.gotoParent()) return { root, complete: true };
        }
        stack.pop();
      }
      if (++count > MAX_NODES) return { root, complete: false };
      const kind = kinds.of(cursor.nodeTypeId);
      const node = new SyntaxNode(source, kind.type, kind.isNamed, cursor.startIndex, cursor.endIndex);
      const parent = stack[stack.length - 1]!;
      parent.children.push(node);
      parent.fields.push(cursor.currentFieldName);
      stack.push(node);
    }
    return { root, complete: true };
  } finally {
    cursor.delete();
  }
}
