import type { Edge, ReferenceGraph } from '../model/graph.js';
/**
 * Renders the reference graph: entry points, the files they reach and the edges between them (kind as
 * label), flagged files marked. File names come from the repository and are untrusted: every label is
 * escaped for its format (Mermaid and DOT injection), and node ids are generated, never taken from paths.
 */
export type GraphFormat = 'mermaid' | 'dot' | 'json';
export interface GraphView {
    nodes: Array<{
        id: string;
        path: string;
        entry: boolean;
        flagged: boolean;
        maxSeverity?: string;
    }>;
    edges: Array<{
        from: string;
        to: string;
        kind: Edge['kind'];
        status: Edge['status'];
        line?: number;
    }>;
    depthCuts: Array<{
        entry: string;
        chain: string[];
    }>;
}
/** Flagged: path → highest severity of its findings at medium or above. */
export declare function graphView(graph: ReferenceGraph, flagged: ReadonlyMap<string, string>): GraphView;
export declare function formatGraph(view: GraphView, format: GraphFormat): string;
/** Mermaid: labels in double quotes with every character that could end or restyle them as an entity. */
export declare function mermaidLabel(s: string): string;
/** DOT: a quoted string where only `"` and `\` are special; control characters are dropped. */
export declare function dotLabel(s: string): string;
