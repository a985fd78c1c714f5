import type { Location } from '../findings.js';
import { isWithin } from '../source/tree.js';
import type { Edge, Reach, ReferenceGraph } from './graph.js';
import type { ScanModel } from './model.js';

/**
 * Builds the reference graph of a model.
 *
 * PLACEHOLDER IMPLEMENTATION: every file in a skill's folder is treated as reached directly from its
 * SKILL.md (one hop, `skill-folder` edges). The reference-graph work replaces this with real edge
 * extraction (links, paths, imports, sibling skills, hook commands) and multi-hop chains.
 */
export async function buildReferenceGraph(model: Omit<ScanModel, 'graph'>): Promise<ReferenceGraph> {
  const edges = new Map<string, Edge[]>();
  const closures = new Map<string, Map<string, Reach>>();
  const reachers = new Map<string, Reach[]>();
  const entries: string[] = [];
  const add = (entry: string, path: string, chain: Location[]) => {
    const reach: Reach = { entry, chain, depth: chain.length - 1 };
    closures.get(entry)!.set(path, reach);
    reachers.set(path, [...(reachers.get(path) ?? []), reach]);
  };
  for (const doc of model.skills) {
    entries.push(doc.path);
    closures.set(doc.path, new Map());
    add(doc.path, doc.path, [{ path: doc.path }]);
    if (doc.kind !== 'skill') continue;
    const own: Edge[] = [];
    for (const f of model.files.filesUnder(doc.dir)) {
      if (f.path === doc.path || !isWithin(f.path, doc.dir)) continue;
      own.push({ from: doc.path, to: f.path, raw: f.path, kind: 'skill-folder', status: 'ok' });
      add(doc.path, f.path, [{ path: doc.path }, { path: f.path }]);
    }
    edges.set(doc.path, own);
  }
  for (const h of model.hooksFiles) {
    entries.push(h.path);
    closures.set(h.path, new Map());
    add(h.path, h.path, [{ path: h.path }]);
  }
  entries.sort();
  return {
    entries,
    edgesFrom: (p) => edges.get(p) ?? [],
    closure: (e) => closures.get(e) ?? new Map(),
    reachers: (p) => reachers.get(p) ?? [],
    depthCuts: [],
  };
}
