import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
export declare function geminiHookPoints(files: FileStore): Promise<LaunchPoint[]>;
/**
 * A Gemini CLI extension's MCP servers (`gemini-extension.json` `mcpServers`) with `${extensionPath}` and `${/}`
 * written out in their `command`, `args` and `cwd`, so `node ${extensionPath}${/}server.js` reaches the file
 * the CLI starts. Other manifests' servers are returned as they are.
 */
export declare function extensionServers(manifest: string, servers: unknown): unknown;
