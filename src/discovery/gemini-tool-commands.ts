import { isRecord } from '../analysis/records.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { projectJsonFiles } from './project-json.js';
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
  for (const { path, doc, data } of await projectJsonFiles(files, SETTINGS_FILE)) {
    for (const key of KEYS) {
      let v: unknown = data;
      for (const k of key) v = isRecord(v) ? v[k] : undefined;
      if (typeof v !== 'string' || v.trim() === '') continue;
      const region = doc.regionAt([...key]);
      out.push({
        kind: 'helper',
        origin: 'settings',
        path,
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
