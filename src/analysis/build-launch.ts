import { argvLine, jsonShellUnit, MAX_UNITS, parseJson, withoutJsonComments } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';
import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * Configurations of editor and environment tools whose commands run when the tool starts: Dev Container
 * lifecycle commands and VS Code tasks (justfiles: build-just.ts).
 */

/**
 * The lifecycle commands of a Dev Container definition (containers.dev/implementors/json_reference):
 * `initializeCommand` runs on the host before the container is built, the others inside it. Each is a
 * shell string, an argv array (run without a shell), or an object of such commands run in parallel.
 */
const LIFECYCLE = [
  'initializeCommand',
  'onCreateCommand',
  'updateContentCommand',
  'postCreateCommand',
  'postStartCommand',
  'postAttachCommand',
] as const;

export function devcontainerCommands(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(withoutJsonComments(text));
  if (!isRecord(data)) return [];
  const out: UnitSpec[] = [];
  const add = (key: string, v: unknown) => {
    const line = typeof v === 'string' ? v : Array.isArray(v) ? argvLine(v) : undefined;
    if (line === undefined || line.trim() === '' || out.length >= MAX_UNITS) return;
    const first = typeof v === 'string' ? v : String((v as unknown[])[0] ?? '');
    const label = `devcontainer ${key}${key === 'initializeCommand' ? ' (runs on the host)' : ''}`;
    out.push(jsonShellUnit(text, lines, line, first, label));
  };
  for (const key of LIFECYCLE) {
    const v = data[key];
    if (isRecord(v)) for (const part of Object.values(v).slice(0, 50)) add(key, part);
    else add(key, v);
  }
  // A feature named by a tarball URL (the spec's "direct tarball" reference) is downloaded when the
  // container is built and its `install.sh` run as root there, with the workspace mounted: written out
  // as the commands that amount to it, located at the URL. Features from an OCI registry
  // (`ghcr.io/devcontainers/features/node:1`) and local folders (`./features/x`) are not.
  const features = isRecord(data.features) ? Object.keys(data.features).slice(0, 50) : [];
  for (const ref of features) {
    if (!/^https?:\/\/[^\s'"]{1,400}$/i.test(ref) || out.length >= MAX_UNITS) continue;
    const fetchRun = `curl -fsSL '${ref}' -o /tmp/devcontainer-feature.tgz && mkdir -p /tmp/devcontainer-feature && tar -xzf /tmp/devcontainer-feature.tgz -C /tmp/devcontainer-feature && bash /tmp/devcontainer-feature/install.sh`;
    out.push(
      jsonShellUnit(
        text,
        lines,
        fetchRun,
        ref,
        'devcontainer feature (downloaded and its install.sh run when the container is built)',
      ),
    );
  }
  return out;
}

/**
 * `.vscode/tasks.json`: each task's command (`type: shell` through a shell, `process` as argv). A task with
 * `runOptions.runOn: folderOpen` runs when the folder is opened, once the user allows automatic tasks.
 * Tasks of a task provider's type run that tool: `npm` runs `npm run <script>` in the folder `path` names
 * (a nested package's scripts), `gulp`/`grunt`/`jake` run the named task of the folder's task file. A task's
 * `options.cwd` is the folder its command runs in (written as a `cd` before it, relative to the workspace).
 */
export function vscodeTasks(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(withoutJsonComments(text));
  const tasks = isRecord(data) && Array.isArray(data.tasks) ? data.tasks : [];
  const out: UnitSpec[] = [];
  for (const task of tasks.slice(0, MAX_UNITS)) {
    if (!isRecord(task)) continue;
    const run = taskCommand(task);
    if (!run || run.line.trim() === '') continue;
    const onOpen = isRecord(task.runOptions) && task.runOptions.runOn === 'folderOpen';
    const name = typeof task.label === 'string' ? task.label.slice(0, 60) : 'task';
    const label = `VS Code task '${name}'${onOpen ? ' (runs when the folder is opened)' : ''}`;
    const cwd = taskFolder(isRecord(task.options) ? task.options.cwd : undefined) ?? taskFolder(task.path);
    const line = cwd ? `cd ${argvLine([cwd])} && ${run.line}` : run.line;
    out.push(jsonShellUnit(text, lines, line, run.anchor, label));
  }
  return out;
}

/** The command line a task runs, and the string it is found at in the file. */
function taskCommand(task: Record<string, unknown>): { line: string; anchor: string } | undefined {
  if (typeof task.command === 'string') {
    const args = Array.isArray(task.args) ? task.args : [];
    const line =
      task.type === 'process'
        ? argvLine([task.command, ...args])
        : [task.command, ...args.filter((a) => typeof a === 'string')].join(' ');
    return line ? { line, anchor: task.command } : undefined;
  }
  const tool = typeof task.type === 'string' ? PROVIDER_TASKS[task.type] : undefined;
  const name =
    typeof task.script === 'string' ? task.script : typeof task.task === 'string' ? task.task : undefined;
  if (!tool || name === undefined || name.trim() === '') return undefined;
  return { line: `${tool} ${argvLine([name])}`, anchor: name };
}

/** Task provider types and the command their task runs (`npm` runs the `script`, the others the `task`). */
const PROVIDER_TASKS: Readonly<Record<string, string>> = {
  npm: 'npm run',
  gulp: 'gulp',
  grunt: 'grunt',
  jake: 'jake',
};

/** A task's folder relative to the workspace (`${workspaceFolder}/x`, `x`); undefined for the workspace itself. */
function taskFolder(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const dir = withoutTrailingSlashes(v.replace(/^\$\{workspaceFolder\}\/?/, '').replace(/^\.\/?/, ''));
  return dir === '' || /^[/~$]|\.\./.test(dir) ? undefined : dir;
}
