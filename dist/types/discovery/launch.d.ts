import type { FileStore } from '../model/files.js';
import type { ConfigDoc, LaunchPoint, McpConfigFile } from '../model/launch.js';
import type { HooksFile, PluginInfo, SkillDoc } from '../model/skill.js';
/**
 * Builds every launch point of the model (src/model/launch.ts) from every origin, once. Sources:
 * docs/skills.md §2.4 (hooks, settings helpers), §2.6 (subagent mcpServers/permissionMode, ignored for
 * plugin subagents), §2.7 (plugin .mcp.json, plugin.json `hooks`/`mcpServers`, monitors). MCP config files other
 * runtimes read (.cursor/mcp.json, .vscode/mcp.json, .gemini/settings.json) are included: a skill
 * collection is installed into all of them.
 */
interface LaunchInput {
    files: FileStore;
    skills: readonly SkillDoc[];
    plugins: readonly PluginInfo[];
    hooksFiles: readonly HooksFile[];
}
export interface LaunchModel {
    launchPoints: LaunchPoint[];
    mcpFiles: Array<McpConfigFile & {
        doc: ConfigDoc;
    }>;
}
/**
 * Whether a path sits inside a project configuration folder (`.claude/docs/…`, `.cursor/notes/…`): a skill
 * document there that no runtime places (scope `collection`) is a copy kept for reference, which nothing
 * loads as a skill where it is.
 */
export declare function inProjectConfigFolder(path: string): boolean;
export declare function buildLaunchPoints(input: LaunchInput): Promise<LaunchModel>;
/** The folder a launch point's relative paths resolve against (its plugin root, else its file's folder). */
export declare function launchBase(p: LaunchPoint): string;
export {};
