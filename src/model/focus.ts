import type { ReferenceGraph } from './graph.js';

/**
 * The graph a pull-request scan looks at (`--changed-since`): the entry points whose closure holds a
 * changed file, with their closures, reachers and depth cuts; every other entry point is left out, so
 * the rules that walk the graph (content, behaviour, reference checks) read and analyse only what the
 * change can affect. Rules that look at the catalogue as a whole (names, listing budget, conflicts)
 * still see every skill. A changed file is matched by path and by real path (a symlinked folder).
 */
export function focusGraph(
  graph: ReferenceGraph,
  changed: ReadonlySet<string>,
  realOf: (path: string) => string | undefined,
): ReferenceGraph {
  const changedReal = new Set<string>();
  for (const p of changed) changedReal.add(realOf(p) ?? p);
  const touched = (p: string) => changed.has(p) || changedReal.has(realOf(p) ?? p);
  const entries = graph.entries.filter((e) => {
    for (const p of graph.closure(e).keys()) if (touched(p)) return true;
    return false;
  });
  const kept = new Set(entries);
  const none: ReturnType<ReferenceGraph['closure']> = new Map();
  return {
    entries,
    edgesFrom: (p) => graph.edgesFrom(p),
    closure: (e) => (kept.has(e) ? graph.closure(e) : none),
    reachers: (p) => graph.reachers(p).filter((r) => kept.has(r.entry)),
    depthCuts: graph.depthCuts.filter((c) => kept.has(c.entry)),
    ...(graph.maxDepth !== undefined ? { maxDepth: graph.maxDepth } : {}),
  };
}
