import type { RawRef } from './references.js';
/**
 * Commands agents run all the time, which a plugin's `bin/` file of the same name replaces: Claude Code puts
 * an enabled plugin's `bin/` on the Bash tool's PATH (docs/skills.md §2.7), so `npm ci` in one of its skills
 * runs `bin/npm`. Discovery makes each such file a launch point of the plugin (src/discovery/plugin-bin.ts);
 * here a skill of the plugin that has the agent run the command reaches the file too. Pure, linear.
 */
export declare const SHADOWED_COMMANDS: ReadonlySet<string>;
/**
 * `${CLAUDE_PLUGIN_ROOT}/bin/<cmd>` for each common command the text runs: a candidate, so it counts only
 * where the file exists in the plugin holding the text.
 */
export declare function shadowedCommandRefs(text: string, from?: number): RawRef[];
/**
 * `${CLAUDE_PLUGIN_ROOT}/bin/<file>` for each command the text runs that is named like a file of the plugin's own
 * `bin/` (`binNames`, the names as they are on disk): whatever that name is — a tool of its own, or a look-alike
 * of a well-known program (`рytest`) — the Bash tool finds the plugin's file first (docs/skills.md §2.7). A
 * name written with invisible characters inside it reads as the name without them, as a reader types it.
 */
export declare function pluginBinRefs(text: string, from: number, binNames: ReadonlySet<string>): RawRef[];
