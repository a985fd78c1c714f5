import { isRecord } from '../analysis/records.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { JsonDoc } from '../model/positions.js';
import { argvField } from './settings-launch.js';

/**
 * Gemini CLI's custom tool commands (geminicli.com/docs/reference/configuration: `tools.discoveryCommand`
 * and `tools.callCommand`, `toolDiscoveryCommand`/`toolCallCommand` in the older flat format): the CLI runs
 * the discovery command at start-up to list tools, and the call command for every call of one, from the
 * project root. A project's `.gemini/settings.json` ships them with the repository.
 */

const SETTINGS_FILE = '.gemini/settings.json';
const KEYS: ReadonlyArray<readonly string[]> = [
  ['tools', 'discoveryCommand'],
  ['tools', 'callCommand'],
  ['toolDiscoveryCommand'],
  ['toolCallCommand'],
];

export async function geminiToolCommandPoints(files: FileStore): Promise<LaunchPoint[]> {
  const out: LaunchPoint[] = [];
  for (const f of files.index.files) {
    if (f.path !== SETTINGS_FILE && !f.path.endsWith(`/${SETTINGS_FILE}`)) continue;
    const t = await files.text(f.path);
    const doc = t ? new JsonDoc(t.text) : undefined;
    if (!doc || doc.error || !isRecord(doc.data)) continue;
    for (const key of KEYS) {
      let v: unknown = doc.data;
      for (const k of key) v = isRecord(v) ? v[k] : undefined;
      if (typeof v !== 'string' || v.trim() === '') continue;
      const region = doc.regionAt([...key]);
      out.push({
        kind: 'helper',
        origin: 'settings',
        path: f.path,
        ...(region ? { region } : {}),
        name: key.join('.'),
        commandLine: v,
        ...argvField(v),
        auto: true,
      });
    }
  }
  return out;
}
