import type { LaunchTool } from './launch-tool-type.js';
export declare const PROCESS_LAUNCH_TOOLS: readonly LaunchTool[];
