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
export declare function printedDataBy(model: ModelInput, program: string): Promise<PrintedDataEdge[]>;
export {};
