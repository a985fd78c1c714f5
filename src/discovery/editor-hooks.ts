import { isRecord } from '../analysis/records.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { projectJsonFiles } from './project-json.js';
import { argvField } from './settings-launch.js';

/**
 * Agent hooks of AI editors, declared in a project file of the same shape — `{ "hooks": { event: [{ command
 * }] } }` — and run with the event's JSON on stdin, with no one typing them: a hook ships in the repository
 * like a Claude Code settings hook. Its command's paths are resolved as any hook command's (relative to the
 * file, then the project).
 * - Cursor (cursor.com/docs/agent/hooks): `.cursor/hooks.json`, events `beforeShellExecution`,
 *   `beforeSubmitPrompt`, `afterFileEdit`, `stop` …; a `type: "prompt"` handler asks the model, runs nothing.
 * - Windsurf's Cascade hooks (docs.windsurf.com, Cascade hooks): `.windsurf/hooks.json`, events
 *   `pre_user_prompt`, `pre_run_command`, `post_write_code`, `pre_mcp_tool_use` …
 */

const HOOK_FILES = ['.cursor/hooks.json', '.windsurf/hooks.json'];
const MAX_EVENTS = 64;
const MAX_HANDLERS = 64;

export async function editorHookPoints(files: FileStore): Promise<LaunchPoint[]> {
  const out: LaunchPoint[] = [];
  const found = [];
  for (const name of HOOK_FILES) found.push(...(await projectJsonFiles(files, name)));
  for (const { path, doc, data } of found) {
    const hooks = data.hooks;
    if (!isRecord(hooks)) continue;
    for (const [event, list] of Object.entries(hooks).slice(0, MAX_EVENTS)) {
      if (!Array.isArray(list)) continue;
      list.slice(0, MAX_HANDLERS).forEach((h, i) => {
        const command = commandOf(h);
        if (command === undefined) return;
        const region = doc.regionAt(['hooks', event, i, 'command']);
        out.push(
          commandHook({
            origin: 'settings',
            path,
            region,
            event,
            matcher: isRecord(h) ? h.matcher : undefined,
            command,
          }),
        );
      });
    }
  }
  return out;
}

/** A handler's command when it is a command hook (`type` absent or `command`) with one; else undefined. */
export function commandOf(h: unknown): string | undefined {
  if (!isRecord(h) || typeof h.command !== 'string' || h.command.trim() === '') return undefined;
  return h.type === undefined || h.type === 'command' ? h.command : undefined;
}

/** The launch point of one command hook that runs with no one typing it. */
export function commandHook(h: {
  origin: LaunchPoint['origin'];
  path: string;
  region: LaunchPoint['region'];
  event: string;
  matcher: unknown;
  command: string;
}): LaunchPoint {
  return {
    kind: 'hook',
    origin: h.origin,
    path: h.path,
    ...(h.region ? { region: h.region } : {}),
    event: h.event,
    ...(typeof h.matcher === 'string' ? { matcher: h.matcher } : {}),
    type: 'command',
    commandLine: h.command,
    ...argvField(h.command),
    auto: true,
  };
}
