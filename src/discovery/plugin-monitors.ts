import { isRecord, valueAt } from '../analysis/records.js';
import { joinPath, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { JsonDoc } from '../model/positions.js';
import type { PluginInfo } from '../model/skill.js';
import { RUNTIMES } from './runtimes/index.js';

/**
 * A plugin's monitors (docs/skills.md §2.7: `monitors/monitors.json`, and the manifest's
 * `experimental.monitors`): the runtime starts each entry's `command` in the background — at session
 * start, or on first use of the skill a `when: "on-skill-invoke:<skill>"` names — keeps it running for the
 * session, and hands every line it prints to the model as a notification. Nobody types it, so it is a
 * launch point like a `SessionStart` hook: its command line and the scripts it runs are launched code.
 *
 * The file's shape is a JSON array of `{ name, command, description, when? }`, as in the monitors added to
 * github.com/AiOpsCommunity/hooks (pull request #6, "Widen the repo to monitors":
 * `[{ "name": "shopware-log", "command": "tail -F var/log/dev.log", "description": … }]`). An object with a
 * `monitors` array is read too, and the manifest key may name a file, a list of files, or hold the list.
 * Which runtimes read monitors, and where, is data in each runtime's plugin format (`plugins.monitors`).
 */

const MAX_PER_FILE = 32;
const MAX_FILES_PER_PLUGIN = 8;
const MAX_PLUGINS = 5_000;

export async function pluginMonitorPoints(
  files: FileStore,
  plugins: readonly PluginInfo[],
): Promise<LaunchPoint[]> {
  const out: LaunchPoint[] = [];
  for (const p of plugins.slice(0, MAX_PLUGINS)) {
    const formats = RUNTIMES.filter((r) => p.runtimes.includes(r.id) && r.plugins?.monitors).map(
      (r) => r.plugins!.monitors!,
    );
    const seen = new Set<string>();
    for (const f of formats) {
      const declared = valueAt(p.manifest?.data, f.manifestKey);
      if (
        Array.isArray(declared) &&
        declared.some(isRecord) &&
        p.manifest &&
        p.manifestPath &&
        !seen.has(p.manifestPath)
      ) {
        seen.add(p.manifestPath);
        const doc = p.manifest;
        entryPoints(declared, p, p.manifestPath, [...f.manifestKey], (at) => doc.regionAt(at), out);
      }
      const listed = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : [];
      const paths = [joinPath(p.root, f.file)];
      for (const rel of listed.slice(0, MAX_FILES_PER_PLUGIN))
        if (typeof rel === 'string') {
          const path = resolveRelative(p.root, rel);
          if (path !== undefined) paths.push(path);
        }
      for (const path of paths) {
        if (seen.has(path) || !files.isFile(path)) continue;
        seen.add(path);
        const t = await files.text(path);
        if (!t) continue;
        const doc = new JsonDoc(t.text);
        const list = Array.isArray(doc.data) ? doc.data : isRecord(doc.data) ? doc.data.monitors : undefined;
        if (Array.isArray(list))
          entryPoints(
            list,
            p,
            path,
            Array.isArray(doc.data) ? [] : ['monitors'],
            (at) => doc.regionAt(at),
            out,
          );
      }
    }
  }
  return out;
}

function entryPoints(
  list: readonly unknown[],
  p: PluginInfo,
  path: string,
  base: Array<string | number>,
  regionAt: JsonDoc['regionAt'],
  out: LaunchPoint[],
): void {
  list.slice(0, MAX_PER_FILE).forEach((m, i) => {
    if (!isRecord(m) || typeof m.command !== 'string' || m.command.trim() === '') return;
    const region = regionAt([...base, i, 'command']);
    out.push({
      kind: 'monitor',
      origin: 'plugin-monitor',
      path,
      ...(region ? { region } : {}),
      name: typeof m.name === 'string' ? m.name.slice(0, 120) : `monitor ${i + 1}`,
      commandLine: m.command,
      plugin: p.root,
      auto: true,
    });
  });
}
