import type { LineMap } from '../analysis/lines.js';
import type { Edge } from './graph.js';
import type { ScanModel } from './model.js';
/**
 * The data files a program that feeds the agent's context loads and prints fields of
 * (src/analysis/printed/data-fields.ts), resolved in the tree as the printed documents are
 * (context-feeds.ts `printedBy`): each file once, a plugin's program only within its plugin.
 */
type ModelInput = Omit<ScanModel, 'graph'>;
export interface PrintedDataEdge {
    /** The edge from the program to the data file, at the read (kind `printed`). */
    site: Edge;
    fields: readonly string[] | 'all';
}
type Scope = {
    readonly skillDir?: string;
    readonly pluginRoot?: string;
};
/** Where a program's printed paths resolve: from its skill's folder, and within its plugin's root. */
export declare function printedScope(model: ModelInput, program: string): {
    pluginRoot: string | undefined;
    ctx: Scope;
};
/**
 * The `printed` edges from `program` to what a path it prints (or reads to print) names in the tree: the
 * path as written is a candidate, so it counts only where it matches files.
 */
export declare function printedEdges(model: ModelInput, program: string, lines: LineMap, site: {
    target: string;
    start: number;
    end: number;
}, ctx: Scope): Promise<Edge[]>;
export declare function printedDataBy(model: ModelInput, program: string): Promise<PrintedDataEdge[]>;
export {};
