import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
export declare function editorHookPoints(files: FileStore): Promise<LaunchPoint[]>;
/** A handler's command when it is a command hook (`type` absent or `command`) with one; else undefined. */
export declare function commandOf(h: unknown): string | undefined;
/** The launch point of one command hook that runs with no one typing it. */
export declare function commandHook(h: {
    origin: LaunchPoint['origin'];
    path: string;
    region: LaunchPoint['region'];
    event: string;
    matcher: unknown;
    command: string;
}): LaunchPoint;
