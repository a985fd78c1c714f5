import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
export declare function clineHookPoints(files: FileStore): LaunchPoint[];
