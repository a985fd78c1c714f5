import { isRecord } from '../analysis/records.js';
import { joinPath, resolveRelative } from '../analysis/repo-paths.js';
import type { Region } from '../findings.js';
import type { FileStore } from '../model/files.js';
import { JsonDoc } from '../model/positions.js';
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

/** Server declarations read from files, at most this many per plugin (a list of paths is bounded too). */
const MAX_FILES_PER_PLUGIN = 16;

export async function findLspServers(input: {
  files: FileStore;
  plugins: readonly PluginInfo[];
}): Promise<LspServers[]> {
  const out: LspServers[] = [];
  for (const p of input.plugins) {
    const manifest = p.manifest;
    const declared = isRecord(manifest?.data) ? manifest.data.lspServers : undefined;
    if (manifest && p.manifestPath && isRecord(declared))
      out.push({
        path: p.manifestPath,
        plugin: p.root,
        servers: declared,
        base: ['lspServers'],
        regionAt: (at) => manifest.regionAt(at),
      });
    const listed = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : [];
    const paths = new Set<string>();
    const standard = joinPath(p.root, '.lsp.json');
    if (input.files.isFile(standard)) paths.add(standard);
    for (const rel of listed.slice(0, MAX_FILES_PER_PLUGIN)) {
      const path = typeof rel === 'string' ? resolveRelative(p.root, rel) : undefined;
      if (path !== undefined && input.files.isFile(path)) paths.add(path);
    }
    for (const path of [...paths].sort()) {
      const t = await input.files.text(path);
      if (!t) continue;
      const doc = new JsonDoc(t.text);
      if (isRecord(doc.data))
        out.push({ path, plugin: p.root, servers: doc.data, base: [], regionAt: (at) => doc.regionAt(at) });
    }
  }
  return out;
}
