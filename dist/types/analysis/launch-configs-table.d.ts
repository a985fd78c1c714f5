import type { LaunchTool } from './launch-tool-type.js';
export declare const CONFIG_LAUNCH_TOOLS: readonly LaunchTool[];
