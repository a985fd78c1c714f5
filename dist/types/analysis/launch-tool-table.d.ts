import type { LaunchTool } from './launch-tool-type.js';
export type { LaunchTool };
export declare const LAUNCH_TOOLS: readonly LaunchTool[];
