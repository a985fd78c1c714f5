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
