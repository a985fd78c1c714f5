import type { LineMap } from './lines.js';
import { type RawRef } from './references.js';
/** True for the files `configRefs` reads: command-running configurations, Cargo manifests, pytest options. */
export declare function isLaunchConfig(path: string): boolean;
/** True when reading `path` needs the TOML parser loaded (`loadToml`). */
export declare function needsToml(path: string): boolean;
export declare function configRefs(path: string, text: string, lines: LineMap): RawRef[];
