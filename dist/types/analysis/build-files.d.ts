import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function isBuildFile(path: string): boolean;
/** The code units of a build or notebook file; undefined when the path is none of them. */
export declare function buildFileUnits(path: string, text: string, lines: LineMap): UnitSpec[] | undefined;
/**
 * JSON with line and block comments and trailing commas, as VS Code reads `devcontainer.json`, turned into
 * JSON by blanking them (offsets kept): comments first, then the commas they may have hidden.
 */
export declare function withoutJsonComments(text: string): string;
