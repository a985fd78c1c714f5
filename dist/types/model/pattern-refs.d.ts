import type { RawRef } from '../analysis/references.js';
import type { Region } from '../findings.js';
import type { Edge } from './graph.js';
import type { ScanModel } from './model.js';
/**
 * A reference resolved as a pattern: a glob, or a path with a `contains` test (`cargo test` reaches the
 * library root only when it holds a doc example: src/analysis/launch-testers-table.ts).
 */
export declare function isPatternRef(r: RawRef): boolean;
/**
 * A `tool-config` pattern (`.github/workflows/*.yml`, every `.go` file below with a `//go:generate`): the
 * files that match under the first of the referring file's folder, its skill folder and the root where
 * any do, those without `contains` in their text left out.
 */
export declare function resolvePattern(files: Omit<ScanModel, 'graph'>['files'], from: string, r: RawRef & {
    region: Region;
}, ctx: {
    readonly skillDir?: string | undefined;
    readonly pluginRoot?: string | undefined;
}): Promise<Edge[]>;
