import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import { commandHook } from './editor-hooks.js';

/**
 * Cline's hooks (docs.cline.bot/customization/hooks, hook-reference): a project's `.clinerules/hooks/`
 * holds one executable per hook, named exactly after it with no extension (`TaskStart`, `UserPromptSubmit`,
 * `PreToolUse` …; `.ps1` on Windows). Cline runs it on that event with the event's JSON on stdin — the
 * prompt the user submitted, the tool call and its parameters — and no one types it. The file is both
 * where the hook is declared and the code it runs, so it is its own command.
 */

const HOOKS = new Set([
  'TaskStart',
  'TaskResume',
  'TaskCancel',
  'TaskComplete',
  'PreToolUse',
  'PostToolUse',
  'UserPromptSubmit',
  'PreCompact',
]);
const HOOK_FILE = /(?:^|\/)\.clinerules\/hooks\/([A-Za-z]{1,40})(?:\.ps1)?$/;
const MAX_HOOKS = 64;
/** The hook is the whole file: it is declared where it starts. */
const FIRST_LINE = { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };

export function clineHookPoints(files: FileStore): LaunchPoint[] {
  const out: LaunchPoint[] = [];
  for (const f of files.index.files) {
    // The pattern's fixed part first: no regular expression run over every path of the tree.
    if (!f.path.includes('.clinerules/hooks/')) continue;
    const event = HOOK_FILE.exec(f.path)?.[1];
    if (event === undefined || !HOOKS.has(event)) continue;
    // Relative to the project, as the other hook commands' paths are resolved.
    const command = f.path.endsWith('.ps1') ? `pwsh -File ${f.path}` : `./${f.path}`;
    out.push(
      commandHook({
        origin: 'settings',
        path: f.path,
        region: FIRST_LINE,
        event,
        matcher: undefined,
        command,
      }),
    );
    if (out.length >= MAX_HOOKS) break;
  }
  return out;
}
