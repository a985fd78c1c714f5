import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import type { PluginInfo } from '../model/skill.js';
export declare function pluginMonitorPoints(files: FileStore, plugins: readonly PluginInfo[]): Promise<LaunchPoint[]>;
