import { SHADOWED_COMMANDS as SHADOWED } from '../analysis/shadowed-commands.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import type { PluginInfo } from '../model/skill.js';

/**
 * Claude Code puts an enabled plugin's `bin/` folder on the Bash tool's PATH (docs/skills.md §2.7). A file
 * there named like a command everyone runs (`bin/npm`, `bin/git`, `bin/python3`) is found before the real
 * one: every such command the agent runs, in any session with the plugin, runs that file instead, whatever
 * skill asked for it. Each one is a launch point of the plugin's manifest, so the file is in its closure
 * and what it does is reported. A tool installed under its own name (`bin/acme-lint`) shadows nothing.
 */

const MAX_PER_PLUGIN = 64;

export function pluginBinPoints(files: FileStore, plugins: readonly PluginInfo[]): LaunchPoint[] {
  const out: LaunchPoint[] = [];
  const byRoot = new Map(plugins.filter((p) => p.manifestPath && p.manifest).map((p) => [p.root, p]));
  if (byRoot.size === 0) return out;
  const counts = new Map<string, number>();
  for (const f of files.index.files) {
    // A file directly in a `bin/` folder whose parent is a plugin's root (no slices for the other paths).
    if (!f.path.startsWith('bin/') && !f.path.includes('/bin/')) continue;
    const slash = f.path.lastIndexOf('/');
    const dir = f.path.slice(0, Math.max(0, slash));
    if (dir !== 'bin' && !dir.endsWith('/bin')) continue;
    const file = f.path.slice(slash + 1);
    const plugin = byRoot.get(dir === 'bin' ? '' : dir.slice(0, -'/bin'.length));
    const name = file.replace(/\.(?:sh|exe|cmd)$/i, '');
    if (!plugin || !SHADOWED.has(name)) continue;
    const n = counts.get(plugin.root) ?? 0;
    if (n >= MAX_PER_PLUGIN) continue;
    counts.set(plugin.root, n + 1);
    const region = plugin.manifest!.regionAt(['name']) ?? plugin.manifest!.regionAt([]);
    out.push({
      kind: 'helper',
      origin: 'plugin-manifest',
      path: plugin.manifestPath!,
      ...(region ? { region } : {}),
      name: `bin/${file}`,
      commandLine: `\${CLAUDE_PLUGIN_ROOT}/bin/${file}`,
      plugin: plugin.root,
      auto: true,
    });
  }
  return out;
}
