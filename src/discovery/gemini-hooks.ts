import { isRecord } from '../analysis/records.js';
import { basename, dirname } from '../analysis/repo-paths.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import type { JsonDoc } from '../model/positions.js';
import { commandHook, commandOf } from './editor-hooks.js';
import { jsonFileAt, projectJsonFiles } from './project-json.js';

/**
 * Gemini CLI's hooks (geminicli.com/docs/hooks/reference): in a project's `.gemini/settings.json` and in an
 * extension's `hooks/hooks.json` (the folder holding `gemini-extension.json`; the extension is installed
 * with `gemini extensions install <repo>` and its hooks load with it). The shape is Claude Code's — events
 * (`SessionStart`, `BeforeAgent`, `BeforeModel`, `AfterModel`, `BeforeTool`, `AfterTool` …) holding groups
 * with a `matcher` and `hooks: [{ type: "command", command }]` — and each command runs with the event's JSON
 * on stdin, with no one typing it: `BeforeModel` gets the whole outgoing model request. An extension's
 * `${extensionPath}` is its folder and `${/}` the path separator; they are written out so the command's paths
 * resolve against the tree.
 */

const MAX_EVENTS = 64;
const MAX_GROUPS = 64;
const MAX_HANDLERS = 64;

export async function geminiHookPoints(files: FileStore): Promise<LaunchPoint[]> {
  const out: LaunchPoint[] = [];
  for (const f of await projectJsonFiles(files, '.gemini/settings.json')) out.push(...pointsOf(f));
  for (const ext of await projectJsonFiles(files, 'gemini-extension.json')) {
    const root = dirname(ext.path);
    const hooks = await jsonFileAt(files, root === '' ? 'hooks/hooks.json' : `${root}/hooks/hooks.json`);
    if (hooks) out.push(...pointsOf(hooks, root));
  }
  return out;
}

function pointsOf(
  f: { path: string; doc: JsonDoc; data: Record<string, unknown> },
  extension?: string,
): LaunchPoint[] {
  const out: LaunchPoint[] = [];
  const hooks = f.data.hooks;
  if (!isRecord(hooks)) return out;
  for (const [event, groups] of Object.entries(hooks).slice(0, MAX_EVENTS)) {
    if (!Array.isArray(groups)) continue; // `enabled`, `disabled` and other settings of the hooks object
    groups.slice(0, MAX_GROUPS).forEach((g, gi) => {
      if (!isRecord(g) || !Array.isArray(g.hooks)) return;
      g.hooks.slice(0, MAX_HANDLERS).forEach((h, hi) => {
        const written = commandOf(h);
        if (written === undefined) return;
        const command = extension === undefined ? written : withExtensionPath(written, extension);
        const region = f.doc.regionAt(['hooks', event, gi, 'hooks', hi, 'command']);
        const origin = extension === undefined ? 'settings' : 'plugin-hooks';
        out.push(commandHook({ origin, path: f.path, region, event, matcher: g.matcher, command }));
      });
    });
  }
  return out;
}

/**
 * A Gemini CLI extension's MCP servers (`gemini-extension.json` `mcpServers`) with `${extensionPath}` and `${/}`
 * written out in their `command`, `args` and `cwd`, so `node ${extensionPath}${/}server.js` reaches the file
 * the CLI starts. Other manifests' servers are returned as they are.
 */
export function extensionServers(manifest: string, servers: unknown): unknown {
  if (basename(manifest) !== 'gemini-extension.json' || !isRecord(servers)) return servers;
  const root = dirname(manifest);
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(servers).slice(0, 200)) {
    if (!isRecord(s)) {
      out[name] = s;
      continue;
    }
    const text = (v: unknown) => (typeof v === 'string' ? withExtensionPath(v, root) : v);
    out[name] = {
      ...s,
      command: text(s.command),
      ...(Array.isArray(s.args) ? { args: s.args.map(text) } : {}),
      ...(s.cwd !== undefined ? { cwd: text(s.cwd) } : {}),
    };
  }
  return out;
}

/**
 * `${extensionPath}` as the extension folder (root-relative: hook command paths resolve against the file's
 * folder, then the project), `${/}` as `/`.
 */
function withExtensionPath(command: string, extension: string): string {
  return command
    .replace(/\$\{extensionPath\}/g, extension === '' ? '.' : extension)
    .replace(/\$\{\/\}|\$\{pathSeparator\}/g, '/');
}
