import { isRecord } from '../analysis/records.js';
import { resolveRelative } from '../analysis/repo-paths.js';
import { loadToml } from '../analysis/toml-lib.js';
import type { FileStore } from '../model/files.js';
import type { ConfigDoc, McpConfigFile } from '../model/launch.js';
import { JsonDoc } from '../model/positions.js';
import type { PluginInfo } from '../model/skill.js';
import { TomlDoc } from '../model/toml-doc.js';
import { RUNTIMES } from './runtimes/index.js';

/**
 * The files that configure MCP servers, found from the runtime profiles (`.mcp.json`, `.cursor/mcp.json`,
 * `.vscode/mcp.json`, `.gemini/settings.json`, Codex's `.codex/config.toml`) at any project or plugin
 * root, plus those a plugin.json names by path; each parsed in its format.
 */

/** MCP config files by where they sit relative to a project (or plugin) root, from the runtime profiles. */
const MCP_CONFIGS: ReadonlyArray<{ path: string; key: McpConfigFile['key']; format?: 'toml' }> = [
  ...new Map(RUNTIMES.flatMap((p) => p.mcpConfigFiles ?? []).map((m) => [m.path, m])).values(),
];

/** MCP config files at any project root, in plugins, and those plugin.json names by path. */
export async function findMcpFiles(input: {
  files: FileStore;
  plugins: readonly PluginInfo[];
}): Promise<Array<McpConfigFile & { doc: ConfigDoc }>> {
  const found = new Map<string, McpConfigFile>();
  const pluginRoots = new Map(input.plugins.map((p) => [p.root, p]));
  // Config by config (the files of a path share a name), each file keeping the last config it matches, as a
  // pass over every file trying each config in turn did; the files are sorted below.
  for (const c of MCP_CONFIGS) {
    for (const f of input.files.names.filesAt(c.path)) {
      const root = f.path === c.path ? '' : f.path.slice(0, -c.path.length - 1);
      const plugin = pluginRoots.get(root);
      found.set(f.path, {
        path: f.path,
        key: c.key,
        ...(c.format ? { format: c.format } : {}),
        ...(plugin ? { plugin: plugin.root } : {}),
      });
    }
  }
  for (const p of input.plugins) {
    const declared = isRecord(p.manifest?.data) ? p.manifest.data.mcpServers : undefined;
    const list = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : [];
    for (const rel of list) {
      if (typeof rel !== 'string') continue;
      const path = resolveRelative(p.root, rel);
      if (path !== undefined && input.files.isFile(path))
        found.set(path, { path, key: 'mcpServers', plugin: p.root });
    }
  }
  const out: Array<McpConfigFile & { doc: ConfigDoc }> = [];
  for (const m of [...found.values()].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const t = await input.files.text(m.path);
    if (!t) continue;
    if (m.format === 'toml') await loadToml();
    out.push({ ...m, doc: m.format === 'toml' ? new TomlDoc(t.text) : new JsonDoc(t.text) });
  }
  return out;
}

/**
 * Where a file's servers sit: under its key, or, in a plugin's `.mcp.json` without that key, at the top
 * level — the flat shape every plugin of Anthropic's official marketplace uses, which Claude Code starts
 * (`{"serena": {"command": "uvx", …}}`). A project's `.mcp.json` needs the key.
 */
export function serversOf(
  m: McpConfigFile,
  data: Record<string, unknown>,
): { servers: unknown; base: string[] } | undefined {
  if (m.key in data) return { servers: data[m.key], base: [m.key] };
  if (m.plugin === undefined || m.key !== 'mcpServers') return undefined;
  const looksLikeServer = (v: unknown) =>
    isRecord(v) && (typeof v.command === 'string' || typeof v.url === 'string');
  return Object.values(data).some(looksLikeServer) ? { servers: data, base: [] } : undefined;
}
