import type { LaunchTool } from './launch-tool-type.js';
export declare const DEVTOOL_LAUNCH_TOOLS: readonly LaunchTool[];
/** The tool whose commands a JavaScript module at `path` exports, if it is such a configuration. */
export declare function commandModuleOf(path: string): string | undefined;
