import { type NameSearch } from './change-reach.js';
import { type ReferenceGraph } from './graph.js';
import type { ScanModel } from './model.js';
/**
 * Builds the reference graph: every entry point (skills, commands, subagents, plugin hooks files,
 * settings files with hooks) and the files it pulls in through real references, followed breadth-first
 * so each chain is the shortest one. Each file is read and analysed once (keyed on its real path)
 * however many entries reach it; cycles stop at visited files; chains longer than `maxDepth` hops are
 * cut and reported. Files in a skill's own folder that no reference reaches are still in its closure
 * (one `skill-folder` hop): runtimes may read or run any of them.
 */
type ModelInput = Omit<ScanModel, 'graph'>;
export interface GraphOptions {
    maxDepth?: number;
    /**
     * Root-relative paths a change touched (a pull-request scan): only the entry points whose closure
     * holds one are walked and listed; catalogue-wide rules still see every skill through the model.
     */
    changed?: ReadonlySet<string>;
    /** With `changed`: the files' texts for the backward search, when the caller started reading them. */
    texts?: NameSearch;
    /**
     * Markdown links from each file's facts instead of a parse of the graph's own (`referencesIn`): for
     * scans that extract every reached file's facts anyway, so each file is parsed once.
     */
    markdownFromFacts?: boolean;
}
export declare function buildReferenceGraph(model: ModelInput, options?: GraphOptions): Promise<ReferenceGraph>;
export {};
