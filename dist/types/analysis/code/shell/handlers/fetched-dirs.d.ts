import type { Handler } from '../cmd.js';
import type { ShellState } from '../state.js';
/**
 * `cp -R clone/skills/x .claude/skills/x`, `mv "$tmp/src" vendor/tool`: a folder copied or moved out of a
 * fetched one is fetched content where it lands, so `cd .claude/skills/x && bash ./setup.sh` runs the clone's
 * script. `dest` is the folder the copy makes; a shared folder is not taken over.
 */
export declare function copiedFolder(st: ShellState, source: string, dest: string): void;
export declare const FETCHED_DIR_HANDLERS: Array<[string, Handler]>;
