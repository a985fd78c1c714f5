import type { LaunchTool } from './launch-tool-type.js';
export type { LaunchTool };
/**
 * The table of src/analysis/launch-tools.ts: for each tool, which invocations run configuration code and
 * where the configuration is. Data only; the matching is in launch-tools.ts.
 */
export declare const LAUNCH_TOOLS: readonly LaunchTool[];
