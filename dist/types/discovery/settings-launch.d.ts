import type { LaunchPoint } from '../model/launch.js';
import type { HooksFile } from '../model/skill.js';
/** A command and its exec-form arguments as one shell line (arguments quoted so argv survives). */
export declare function commandLineOf(command: string, args?: readonly unknown[]): string;
export declare function settingsPoints(f: HooksFile, push: (p: LaunchPoint) => void): void;
