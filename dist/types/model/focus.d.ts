import type { ReferenceGraph } from './graph.js';
/**
 * The graph a pull-request scan looks at (`--changed-since`): the entry points whose closure holds a
 * changed file, with their closures, reachers and depth cuts; every other entry point is left out, so
 * the rules that walk the graph (content, behaviour, reference checks) read and analyse only what the
 * change can affect. Rules that look at the catalogue as a whole (names, listing budget, conflicts)
 * still see every skill. A changed file is matched by path and by real path (a symlinked folder).
 */
export declare function focusGraph(graph: ReferenceGraph, changed: ReadonlySet<string>, realOf: (path: string) => string | undefined): ReferenceGraph;
