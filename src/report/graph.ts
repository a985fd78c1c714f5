import { cmp } from '../findings.js';
import type { Edge, ReferenceGraph } from '../model/graph.js';

/**
 * Renders the reference graph: entry points, the files they reach and the edges between them (kind as
 * label), flagged files marked. File names come from the repository and are untrusted: every label is
 * escaped for its format (Mermaid and DOT injection), and node ids are generated, never taken from paths.
 */

export type GraphFormat = 'mermaid' | 'dot' | 'json';

export interface GraphView {
  nodes: Array<{ id: string; path: string; entry: boolean; flagged: boolean; maxSeverity?: string }>;
  edges: Array<{
    from: string;
    to: string;
    kind: Edge['kind'];
    status: Edge['status'];
    line?: number;
  }>;
  depthCuts: Array<{ entry: string; chain: string[] }>;
}

/** Flagged: path → highest severity of its findings at medium or above. */
export function graphView(graph: ReferenceGraph, flagged: ReadonlyMap<string, string>): GraphView {
  const paths = new Set<string>();
  for (const e of graph.entries) for (const p of graph.closure(e).keys()) paths.add(p);
  const edges: GraphView['edges'] = [];
  for (const p of [...paths].sort(cmp)) {
    for (const e of graph.edgesFrom(p)) {
      if (e.from !== p) continue;
      const to = e.to ?? e.raw;
      edges.push({
        from: p,
        to,
        kind: e.kind,
        status: e.status,
        ...(e.region ? { line: e.region.startLine } : {}),
      });
      if (e.status !== 'remote') paths.add(to);
    }
  }
  const entries = new Set(graph.entries);
  const sorted = [...paths].sort(cmp);
  const nodes = sorted.map((path, i) => {
    const sev = flagged.get(path);
    return {
      id: `n${i}`,
      path,
      entry: entries.has(path),
      flagged: sev !== undefined,
      ...(sev ? { maxSeverity: sev } : {}),
    };
  });
  // Edges to remote URLs point at one node per URL, added after the files.
  const remote = [...new Set(edges.filter((e) => e.status === 'remote').map((e) => e.to))].sort(cmp);
  for (const url of remote) nodes.push({ id: `n${nodes.length}`, path: url, entry: false, flagged: false });
  const dedup = new Map<string, GraphView['edges'][number]>();
  for (const e of edges) {
    const key = `${e.from}\u0000${e.to}\u0000${e.kind}`;
    if (!dedup.has(key)) dedup.set(key, e);
  }
  return {
    nodes,
    edges: [...dedup.values()],
    depthCuts: graph.depthCuts.map((c) => ({ entry: c.entry, chain: c.chain.map((l) => l.path) })),
  };
}

export function formatGraph(view: GraphView, format: GraphFormat): string {
  if (format === 'json') return `${JSON.stringify(view, null, 2)}\n`;
  const idOf = new Map(view.nodes.map((n) => [n.path, n.id]));
  return format === 'dot' ? toDot(view, idOf) : toMermaid(view, idOf);
}

/** Mermaid: labels in double quotes with every character that could end or restyle them as an entity. */
export function mermaidLabel(s: string): string {
  let out = '';
  for (const ch of clip(s)) {
    const cp = ch.codePointAt(0)!;
    out += /[A-Za-z0-9 ._/-]/.test(ch) ? ch : `#${cp};`;
  }
  return out;
}

/** DOT: a quoted string where only `"` and `\` are special; control characters are dropped. */
export function dotLabel(s: string): string {
  return clip(s)
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')
    .replace(/[\\"]/g, (c) => `\\${c}`);
}

function clip(s: string): string {
  return s.length > 160 ? `${s.slice(0, 157)}...` : s;
}

const SEVERITY_COLOUR: Record<string, string> = { critical: '#b00020', high: '#d9480f', medium: '#e8a33d' };

function toMermaid(view: GraphView, idOf: Map<string, string>): string {
  const lines = ['flowchart LR'];
  for (const n of view.nodes) {
    const label = mermaidLabel(n.flagged ? `${n.path} [${n.maxSeverity}]` : n.path);
    lines.push(n.entry ? `  ${n.id}[["${label}"]]` : `  ${n.id}["${label}"]`);
  }
  for (const e of view.edges) {
    const a = idOf.get(e.from);
    const b = idOf.get(e.to);
    if (!a || !b) continue;
    const label = mermaidLabel(
      e.status === 'ok' || e.status === 'remote' ? e.kind : `${e.kind}: ${e.status}`,
    );
    lines.push(`  ${a} -${e.status === 'ok' ? '-' : '.'}->|"${label}"| ${b}`);
  }
  for (const n of view.nodes) {
    if (n.flagged)
      lines.push(
        `  style ${n.id} fill:${SEVERITY_COLOUR[n.maxSeverity ?? 'medium'] ?? '#e8a33d'},color:#fff`,
      );
  }
  return `${lines.join('\n')}\n`;
}

function toDot(view: GraphView, idOf: Map<string, string>): string {
  const lines = ['digraph skillscan {', '  rankdir=LR;', '  node [shape=box, fontname="Helvetica"];'];
  for (const n of view.nodes) {
    const attrs = [`label="${dotLabel(n.flagged ? `${n.path} [${n.maxSeverity}]` : n.path)}"`];
    if (n.entry) attrs.push('shape=box3d');
    if (n.flagged)
      attrs.push(
        'style=filled',
        `fillcolor="${SEVERITY_COLOUR[n.maxSeverity ?? 'medium'] ?? '#e8a33d'}"`,
        'fontcolor="white"',
      );
    lines.push(`  ${n.id} [${attrs.join(', ')}];`);
  }
  for (const e of view.edges) {
    const a = idOf.get(e.from);
    const b = idOf.get(e.to);
    if (!a || !b) continue;
    const label = e.status === 'ok' || e.status === 'remote' ? e.kind : `${e.kind}: ${e.status}`;
    lines.push(`  ${a} -> ${b} [label="${dotLabel(label)}"${e.status === 'ok' ? '' : ', style=dashed'}];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
