import type { Tree } from 'web-tree-sitter';
import type { ParseLimits } from '../grammar.js';
import { parseShell } from './joined-lines.js';
import type { ShellState } from './state.js';

/**
 * Functions of the files a script sources (`. "$HERE/lib/http.sh"`, then `retrieve_into body "$url"`):
 * a library's functions are defined before the script runs, so a call of one is analysed like a call of
 * the script's own function, with the call's arguments. Only the function definitions at a library's top
 * level are taken; its other commands are its own facts (what it assigns reaches the script through
 * `UnitSpec.vars`). What a library function does is reported at the call: the library's offsets are not
 * the script's, and the call is where the behaviour joins the script's own (state.ts `site`). A library
 * function never called is the library's own business and is not analysed here.
 */

/** Libraries parsed per unit, and function definitions taken from each. */
const MAX_LIBRARIES = 4;
const MAX_FUNCTIONS_PER_LIBRARY = 200;

/** Defines the libraries' functions in `st` (the script's own definitions, made later, win). Returns the
 * parse trees, which the caller deletes when the walk is over. */
export function defineLibraryFunctions(
  st: ShellState,
  libraries: readonly string[],
  limits: ParseLimits,
): Tree[] {
  const trees: Tree[] = [];
  for (const text of libraries.slice(0, MAX_LIBRARIES)) {
    const { parsed, text: split } = parseShell(text, limits);
    const tree = parsed.tree;
    if (!tree) continue;
    trees.push(tree);
    let taken = 0;
    for (const node of tree.rootNode.namedChildren) {
      if (node?.type !== 'function_definition') continue;
      if (++taken > MAX_FUNCTIONS_PER_LIBRARY) break;
      const name = node.childForFieldName('name')?.text;
      const body = node.childForFieldName('body');
      if (!name || !body || st.functions.size >= 1_000) continue;
      st.functions.set(name, { node: body, calls: 0, library: split });
    }
  }
  return trees;
}
