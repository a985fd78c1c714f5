import type { Region } from '../findings.js';
import type { FileStore } from '../model/files.js';
import type { PluginInfo } from '../model/skill.js';
/**
 * Where a plugin declares language servers (docs/skills.md §2.7): `.lsp.json` at the plugin root, or
 * plugin.json's `lspServers`, inline (an object of servers) or as the path(s) of such files. Claude Code
 * starts a server (its `command` with `args`, `${CLAUDE_PLUGIN_ROOT}` expanded) when the agent works on a
 * file of a listed extension: a launch point like an MCP server, with no one typing it.
 */
export interface LspServers {
    /** The file that declares the servers (the plugin.json for inline ones). */
    path: string;
    plugin: string;
    /** The object whose keys are server names. */
    servers: Record<string, unknown>;
    /** Where those servers sit in the file. */
    base: Array<string | number>;
    regionAt(at: ReadonlyArray<string | number>): Region | undefined;
}
export declare function findLspServers(input: {
    files: FileStore;
    plugins: readonly PluginInfo[];
}): Promise<LspServers[]>;
