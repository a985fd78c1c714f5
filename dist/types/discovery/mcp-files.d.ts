import type { FileStore } from '../model/files.js';
import type { ConfigDoc, McpConfigFile } from '../model/launch.js';
import type { PluginInfo } from '../model/skill.js';
/** MCP config files at any project root, in plugins, and those plugin.json names by path. */
export declare function findMcpFiles(input: {
    files: FileStore;
    plugins: readonly PluginInfo[];
}): Promise<Array<McpConfigFile & {
    doc: ConfigDoc;
}>>;
/**
 * Where a file's servers sit: under its key, or, in a plugin's `.mcp.json` without that key, at the top
 * level — the flat shape every plugin of Anthropic's official marketplace uses, which Claude Code starts
 * (`{"serena": {"command": "uvx", …}}`). A project's `.mcp.json` needs the key.
 */
export declare function serversOf(m: McpConfigFile, data: Record<string, unknown>): {
    servers: unknown;
    base: string[];
} | undefined;
