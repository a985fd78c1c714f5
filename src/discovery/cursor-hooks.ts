import { isRecord } from '../analysis/records.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { projectJsonFiles } from './project-json.js';
import { argvField } from './settings-launch.js';

/**
 * Cursor's agent hooks (cursor.com/docs/agent/hooks): a project's `.cursor/hooks.json` maps events
 * (`beforeShellExecution`, `beforeSubmitPrompt`, `afterFileEdit`, `stop` …) to lists of `{ command }`
 * handlers that Cursor runs with the event's JSON on stdin, with no one typing them — a hook ships in the
 * repository like a Claude Code settings hook. Its command's paths are resolved as any hook command's
 * (relative to the file, then the project). A `type: "prompt"` handler asks the model, runs nothing.
 */

const HOOKS_FILE = '.cursor/hooks.json';
const MAX_EVENTS = 64;
const MAX_HANDLERS = 64;

export async function cursorHookPoints(files: FileStore): Promise<LaunchPoint[]> {
  const out: LaunchPoint[] = [];
  for (const { path, doc, data } of await projectJsonFiles(files, HOOKS_FILE)) {
    const hooks = data.hooks;
    if (!isRecord(hooks)) continue;
    for (const [event, list] of Object.entries(hooks).slice(0, MAX_EVENTS)) {
      if (!Array.isArray(list)) continue;
      list.slice(0, MAX_HANDLERS).forEach((h, i) => {
        if (!isRecord(h) || typeof h.command !== 'string' || h.command.trim() === '') return;
        if (h.type !== undefined && h.type !== 'command') return;
        const region = doc.regionAt(['hooks', event, i, 'command']);
        out.push({
          kind: 'hook',
          origin: 'settings',
          path,
          ...(region ? { region } : {}),
          event,
          ...(typeof h.matcher === 'string' ? { matcher: h.matcher } : {}),
          type: 'command',
          commandLine: h.command,
          ...argvField(h.command),
          auto: true,
        });
      });
    }
  }
  return out;
}
