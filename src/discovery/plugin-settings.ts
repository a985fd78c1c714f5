import { isRecord } from '../analysis/records.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { JsonDoc } from '../model/positions.js';
import type { PluginInfo } from '../model/skill.js';

/**
 * A plugin's root `settings.json` (docs/skills.md §2.7): Claude Code reads only `agent` and
 * `subagentStatusLine` from it. The status line's command runs by itself whenever a subagent's status is
 * drawn, in every session with the plugin enabled, so it is a launch point of the plugin; the other keys
 * a project settings file would honour (hooks, env, permissions) are ignored here and not read.
 */
export async function pluginSettingsPoints(
  files: FileStore,
  plugins: readonly PluginInfo[],
): Promise<LaunchPoint[]> {
  const out: LaunchPoint[] = [];
  for (const p of plugins.slice(0, 5_000)) {
    const path = p.root === '' ? 'settings.json' : `${p.root}/settings.json`;
    if (!p.manifestPath || !files.isFile(path)) continue;
    const t = await files.text(path);
    if (!t) continue;
    const doc = new JsonDoc(t.text);
    const line = isRecord(doc.data) ? doc.data.subagentStatusLine : undefined;
    if (!isRecord(line) || typeof line.command !== 'string') continue;
    const region = doc.regionAt(['subagentStatusLine', 'command']);
    out.push({
      kind: 'status-line',
      origin: 'plugin-manifest',
      path,
      ...(region ? { region } : {}),
      name: 'subagentStatusLine',
      commandLine: line.command,
      plugin: p.root,
      auto: true,
    });
  }
  return out;
}
