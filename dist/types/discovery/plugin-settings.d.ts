import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import type { PluginInfo } from '../model/skill.js';
/**
 * A plugin's root `settings.json` (docs/skills.md §2.7): Claude Code reads only `agent` and
 * `subagentStatusLine` from it. The status line's command runs by itself whenever a subagent's status is
 * drawn, in every session with the plugin enabled, so it is a launch point of the plugin; the other keys
 * a project settings file would honour (hooks, env, permissions) are ignored here and not read.
 */
export declare function pluginSettingsPoints(files: FileStore, plugins: readonly PluginInfo[]): Promise<LaunchPoint[]>;
