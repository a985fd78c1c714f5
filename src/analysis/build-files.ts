import type { Region } from '../findings.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * Files whose commands run when a skill says `make setup`, `npm install` or "run the notebook": Makefile
 * recipes, package.json `scripts` (npm runs `preinstall`/`install`/`postinstall`/`prepare` by itself on
 * install), and Jupyter notebook code cells (Python, with `!cmd` lines and `%%bash` cells as shell). Each
 * becomes a code unit placed like a shipped script. The rest of these files is data.
 */

const MAKEFILE = /(?:^|\/)(?:GNUmakefile|makefile|Makefile)$|\.mk$/;
const PACKAGE_JSON = /(?:^|\/)package\.json$/;
const NOTEBOOK = /\.ipynb$/i;
const JUSTFILE = /(?:^|\/)(?:[Jj]ustfile|\.justfile)$/;
const VSCODE_TASKS = /(?:^|\/)\.vscode\/tasks\.json$/;
const DEVCONTAINER = /(?:^|\/)(?:\.devcontainer\/(?:[^/]{1,100}\/)?devcontainer\.json|\.devcontainer\.json)$/;
const MAX_UNITS = 500;
const MAX_TEXT = 1 << 20;

export function isBuildFile(path: string): boolean {
  return [MAKEFILE, PACKAGE_JSON, NOTEBOOK, DEVCONTAINER, JUSTFILE, VSCODE_TASKS].some((re) => re.test(path));
}

/** The code units of a build or notebook file; undefined when the path is none of them. */
export function buildFileUnits(path: string, text: string, lines: LineMap): UnitSpec[] | undefined {
  if (text.length > MAX_TEXT) return undefined;
  if (MAKEFILE.test(path)) return makeRecipes(text);
  if (PACKAGE_JSON.test(path)) return packageScripts(text, lines);
  if (NOTEBOOK.test(path)) return notebookCells(text, lines);
  if (DEVCONTAINER.test(path)) return devcontainerCommands(text, lines);
  if (JUSTFILE.test(path)) return justRecipes(text);
  if (VSCODE_TASKS.test(path)) return vscodeTasks(text, lines);
  return undefined;
}

/** Recipe lines (tab-indented, `\` continuations joined) as shell, at their own offsets. */
function makeRecipes(text: string): UnitSpec[] {
  const out: UnitSpec[] = [];
  let at = 0;
  while (at < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (text[at] !== '\t') {
      at = end + 1;
      continue;
    }
    // A recipe line and the lines its trailing backslashes continue onto.
    while (end < text.length && text[end - 1] === '\\') {
      const next = text.indexOf('\n', end + 1);
      end = next < 0 ? text.length : next;
    }
    const lead = /^\t[ \t]*[@+-]*[ \t]*/.exec(text.slice(at, end))![0].length;
    const cmd = text.slice(at + lead, end);
    if (cmd.trim() !== '' && !cmd.startsWith('#'))
      out.push({
        lang: 'shell',
        text: cmd,
        origin: 'script',
        placement: 'script',
        base: at + lead,
        label: 'make recipe',
      });
    at = end + 1;
  }
  return out;
}

function packageScripts(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  const scripts = isRecord(data) && isRecord(data.scripts) ? data.scripts : undefined;
  if (!scripts) return [];
  const out: UnitSpec[] = [];
  for (const [name, cmd] of Object.entries(scripts).slice(0, MAX_UNITS)) {
    if (typeof cmd !== 'string' || cmd.trim() === '') continue;
    const region = regionOfJsonString(text, cmd, lines);
    out.push({
      lang: 'shell',
      text: cmd,
      origin: 'script',
      placement: 'script',
      ...(region ? { region } : {}),
      label: `npm script '${name.slice(0, 60)}'`,
    });
  }
  return out;
}

function notebookCells(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  const cells = isRecord(data) && Array.isArray(data.cells) ? data.cells : [];
  const out: UnitSpec[] = [];
  for (const cell of cells.slice(0, MAX_UNITS)) {
    if (!isRecord(cell) || cell.cell_type !== 'code') continue;
    const src = Array.isArray(cell.source)
      ? cell.source.filter((s) => typeof s === 'string').join('')
      : cell.source;
    if (typeof src !== 'string' || src.trim() === '') continue;
    const first = src.split('\n', 1)[0]!;
    const region = regionOfJsonString(text, first, lines);
    const at = region ? { region } : {};
    // A `%%bash`/`%%sh` cell is a shell script; `!cmd` lines are shell inside Python.
    if (/^%%(?:bash|sh|script\s+(?:ba)?sh)\b/.test(src)) {
      const body = src.slice(first.length + 1);
      out.push({
        lang: 'shell',
        text: body,
        origin: 'script',
        placement: 'script',
        ...at,
        label: 'notebook cell',
      });
      continue;
    }
    const shell: string[] = [];
    const python = src
      .split('\n')
      .map((l) => {
        const m = /^[ \t]*!(.*)$/.exec(l);
        if (m) shell.push(m[1]!);
        return m || /^[ \t]*%/.test(l) ? '' : l;
      })
      .join('\n');
    if (python.trim() !== '')
      out.push({
        lang: 'python',
        text: python,
        origin: 'script',
        placement: 'script',
        ...at,
        label: 'notebook cell',
      });
    for (const cmd of shell)
      out.push({
        lang: 'shell',
        text: cmd,
        origin: 'script',
        placement: 'script',
        ...at,
        label: 'notebook shell line',
      });
  }
  return out;
}

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

function devcontainerCommands(text: string, lines: LineMap): UnitSpec[] {
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
  return out;
}

/**
 * A justfile: recipe lines (indented under `name args:`, `@`/`-` prefixes dropped) and backtick
 * assignments (`id := \`git rev-parse HEAD\``), which just evaluates each time it starts, whatever recipe
 * is asked for. Both run through a shell.
 */
function justRecipes(text: string): UnitSpec[] {
  const out: UnitSpec[] = [];
  let inRecipe = false;
  let at = 0;
  while (at < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    const body = /^[ \t]+[@-]{0,2}/.exec(line);
    if (inRecipe && body && line.trim() !== '' && !line.trim().startsWith('#')) {
      out.push(justUnit(line.slice(body[0].length), at + body[0].length, 'just recipe'));
    } else if (!body) {
      inRecipe = /^@?[A-Za-z_][\w-]{0,80}(?:[ \t][^:\n]{0,200})?:(?!=)/.test(line);
      const tick = /^(?:export[ \t]+)?[A-Za-z_][\w-]{0,80}[ \t]*:=[ \t]*`([^`\n]{1,4000})`/.exec(line);
      if (tick) out.push(justUnit(tick[1]!, at + line.indexOf('`') + 1, 'justfile backtick assignment'));
    }
    at = end + 1;
  }
  return out;
}

function justUnit(code: string, base: number, label: string): UnitSpec {
  return { lang: 'shell', text: code, origin: 'script', placement: 'script', base, label };
}

/**
 * `.vscode/tasks.json`: each task's command (`type: shell` through a shell, `process` as argv). A task with
 * `runOptions.runOn: folderOpen` runs when the folder is opened, once the user allows automatic tasks.
 */
function vscodeTasks(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(withoutJsonComments(text));
  const tasks = isRecord(data) && Array.isArray(data.tasks) ? data.tasks : [];
  const out: UnitSpec[] = [];
  for (const task of tasks.slice(0, MAX_UNITS)) {
    if (!isRecord(task) || typeof task.command !== 'string') continue;
    const args = Array.isArray(task.args) ? task.args : [];
    const line =
      task.type === 'process'
        ? argvLine([task.command, ...args])
        : [task.command, ...args.filter((a) => typeof a === 'string')].join(' ');
    if (!line || line.trim() === '') continue;
    const onOpen = isRecord(task.runOptions) && task.runOptions.runOn === 'folderOpen';
    const name = typeof task.label === 'string' ? task.label.slice(0, 60) : 'task';
    const label = `VS Code task '${name}'${onOpen ? ' (runs when the folder is opened)' : ''}`;
    out.push(jsonShellUnit(text, lines, line, task.command, label));
  }
  return out;
}

/** A shell command taken from a JSON file, placed at the string it starts with (`anchor`). */
function jsonShellUnit(text: string, lines: LineMap, code: string, anchor: string, label: string): UnitSpec {
  const region = regionOfJsonString(text, anchor, lines);
  return {
    lang: 'shell',
    text: code,
    origin: 'script',
    placement: 'script',
    ...(region ? { region } : {}),
    label,
  };
}

/** An argv array as one shell line, each argument quoted so it stays one word. */
function argvLine(argv: readonly unknown[]): string | undefined {
  const words = argv.slice(0, 200).filter((a): a is string => typeof a === 'string');
  if (words.length === 0) return undefined;
  return words.map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/**
 * JSON with line and block comments and trailing commas, as VS Code reads `devcontainer.json`, turned into
 * JSON by blanking them (offsets kept): comments first, then the commas they may have hidden.
 */
export function withoutJsonComments(text: string): string {
  return blankOutsideStrings(blankOutsideStrings(text, 'comments'), 'commas');
}

function blankOutsideStrings(text: string, what: 'comments' | 'commas'): string {
  const out = text.split('');
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (what === 'comments' && c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') out[i++] = ' ';
    } else if (what === 'comments' && c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] !== '\n') out[i] = ' ';
    } else if (what === 'commas' && c === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] === '}' || text[j] === ']') out[i] = ' ';
      i++;
    } else i++;
  }
  return out.join('');
}

/** Where a string value sits in the JSON text, found by its encoded form (the first line on a miss). */
function regionOfJsonString(text: string, value: string, lines: LineMap): Region | undefined {
  const encoded = JSON.stringify(value).slice(1, -1);
  const at = text.indexOf(encoded);
  if (at < 0) return undefined;
  return lines.region(at, at + encoded.length);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
