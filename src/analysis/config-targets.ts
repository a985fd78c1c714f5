import type * as Yaml from 'yaml';
import { yamlDoc } from './build-compose.js';
import { parseJson } from './build-json.js';
import { LineMap } from './lines.js';
import { isRecord } from './records.js';
import { wildcardMatch } from './strings.js';

/**
 * The targets of a task runner's configuration — Taskfile tasks, Makefile rules, justfile recipes,
 * package.json scripts — with the lines each one holds and the targets it runs first or calls. A command
 * that names targets (`task validate`, `make lint`) runs those and what they need, not the file's other
 * targets (src/rules/support/unrun-code.ts). Lines outside every target (a Taskfile's global `vars: sh:`, a
 * justfile's backtick assignment, a makefile's `$(shell …)` or include) run whatever target is asked for.
 * Pure functions over text; bounded (targets, names, lines); every pattern is linear.
 */

export interface ConfigTarget {
  name: string;
  /** First and last line of the target (1-based, inclusive). */
  start: number;
  end: number;
  /** Targets it runs before or from its commands; `undefined` entry: a call whose name is known only at run time. */
  runs: Array<string | undefined>;
}

export interface ConfigTargets {
  format: 'taskfile' | 'make' | 'just' | 'npm';
  targets: ConfigTarget[];
  /** What a command naming no target runs. */
  defaultName?: string;
}

const MAX_TARGETS = 500;
const MAX_NAMES = 64;
const MAX_TEXT = 1 << 20;

const FORMATS: ReadonlyArray<[ConfigTargets['format'], RegExp]> = [
  ['taskfile', /(?:^|\/)[Tt]askfile(?:\.dist)?\.ya?ml$/],
  ['make', /(?:^|\/)(?:GNUmakefile|makefile|Makefile)$|\.mk$/],
  ['just', /(?:^|\/)(?:[Jj]ustfile|\.justfile)$/],
  ['npm', /(?:^|\/)package\.json$/],
];

/** The targets of a task runner's configuration at `path`; undefined for other files or unreadable text. */
export function configTargets(path: string, text: string): ConfigTargets | undefined {
  const format = FORMATS.find(([, re]) => re.test(path))?.[0];
  if (!format || text.length > MAX_TEXT) return undefined;
  const lines = new LineMap(text);
  const found =
    format === 'taskfile'
      ? taskfileTargets(text, lines)
      : format === 'make'
        ? makeTargets(text)
        : format === 'just'
          ? justTargets(text)
          : npmTargets(text, lines);
  if (!found) return undefined;
  for (const t of found.targets) t.runs.push(...commandCalls(format, bodyOf(text, lines, t)));
  return { format, ...found };
}

/**
 * Every target a run of `named` reaches (each name, what it needs, transitively), or `all` when some call's
 * name is known only at run time. `''` names the default target.
 */
export function reachedTargets(t: ConfigTargets, named: Iterable<string>): Set<string> | 'all' {
  const byName = new Map<string, ConfigTarget[]>();
  for (const x of t.targets) byName.set(x.name, [...(byName.get(x.name) ?? []), x]);
  const out = new Set<string>();
  const todo: string[] = [];
  const add = (n: string) => {
    const name = n === '' ? (t.defaultName ?? '') : n;
    for (const x of expand(t, name)) if (!out.has(x)) todo.push(x);
    // npm runs `preX` and `postX` around `X`.
    if (t.format === 'npm') for (const x of [`pre${name}`, `post${name}`]) if (!out.has(x)) todo.push(x);
  };
  for (const n of named) add(n);
  while (todo.length > 0 && out.size < MAX_TARGETS) {
    const n = todo.pop()!;
    if (out.has(n)) continue;
    out.add(n);
    for (const x of byName.get(n) ?? []) {
      for (const r of x.runs) {
        if (r === undefined) return 'all';
        add(r);
      }
    }
  }
  // Words that name no target of the file (an npm command's other words) run nothing here.
  return new Set([...out].filter((n) => byName.has(n)));
}

/**
 * The target names a run name stands for: itself, Task's wildcard tasks it matches (`start:*`), and the
 * targets a glob in the command matches (`task validate-*`).
 */
function expand(t: ConfigTargets, name: string): string[] {
  const out = [name];
  for (const x of t.targets) {
    if (x.name.includes('*') && globMatch(x.name, name)) out.push(x.name);
    if (/[*?]/.test(name) && globMatch(name, x.name)) out.push(x.name);
  }
  return out;
}

/** `*` (any run) and `?` (one character) of `glob` against `name`, bounded (strings.ts `wildcardMatch`). */
function globMatch(glob: string, name: string): boolean {
  return glob.length <= 200 && name.length <= 200 && wildcardMatch(glob, name);
}

function bodyOf(text: string, lines: LineMap, t: ConfigTarget): string {
  const from = lines.offsetOf(t.start, 1);
  const to = t.end + 1 > lines.lineCount ? text.length : lines.offsetOf(t.end + 1, 1);
  return text.slice(from, Math.min(to, from + 64 * 1024));
}

/**
 * A runner of the same file in a command (`task other`, `make lint`, `$(MAKE) -C . test`, `just fmt`,
 * `npm run x`, `yarn x`): the words after it up to the command's end. Read on the raw text, line by line,
 * so YAML list marks, quotes and recipe prefixes (`@`, `-`) before it do not hide a call.
 */
const RUNNER =
  /(?:^|[\s;&|(`'"@+-])(?:go-task|task|gmake|make|just|\$[({]MAKE[)}]|(?:npm|pnpm|bun)[ \t]{1,4}(?:run|run-script)|yarn|pnpm|run-s|run-p|npm-run-all)[ \t]{1,4}([^\n;&|`'"]{0,400})/g;

const VALUE_OPTIONS: ReadonlySet<string> = new Set([
  '-C',
  '-f',
  '-d',
  '-t',
  '--dir',
  '--directory',
  '--file',
  '--taskfile',
  '--justfile',
]);

/** Targets of the same file a target's commands run again; `undefined` for a name known only at run time. */
function commandCalls(format: ConfigTargets['format'], body: string): Array<string | undefined> {
  const out: Array<string | undefined> = [];
  for (const m of body.matchAll(RUNNER)) {
    let value = false;
    for (const w of m[1]!.split(/[ \t]+/).slice(0, MAX_NAMES)) {
      // The folder or file an option names (`$(MAKE) -C sub`, `task -t other.yml`) is no target.
      if (
        value ||
        w === '' ||
        w.startsWith('-') ||
        /^\d{0,2}[<>]/.test(w) ||
        /^[A-Za-z_][\w.]{0,80}=/.test(w)
      ) {
        value = !value && VALUE_OPTIONS.has(w);
        continue;
      }
      out.push(/[$`{}*?]/.test(w) ? undefined : w);
    }
    if (out.length > MAX_NAMES * 4) break;
  }
  // Yarn, pnpm and the run-all helpers call scripts by name in many ways: a script name as a word of another
  // script's command may be such a call.
  if (format === 'npm') for (const m of body.matchAll(/[\w:.-]{1,80}/g)) out.push(m[0]);
  return out.slice(0, MAX_NAMES * 4);
}

/** Taskfile: each task's YAML node; `deps` and `cmds` items that name a task (`- task: build`). */
function taskfileTargets(text: string, lines: LineMap): Omit<ConfigTargets, 'format'> | undefined {
  const parsed = yamlDoc(text);
  const tasks = parsed && isRecord(parsed.data.tasks) ? parsed.data.tasks : undefined;
  if (!parsed || !tasks) return undefined;
  const targets: ConfigTarget[] = [];
  for (const [name, task] of Object.entries(tasks).slice(0, MAX_TARGETS)) {
    const node = parsed.doc.getIn(['tasks', name], true) as Yaml.Node | undefined;
    const keyLine = keyLineOf(parsed.doc, name, lines);
    const range = node?.range;
    if (!range || keyLine === undefined) continue;
    const runs: Array<string | undefined> = [];
    if (isRecord(task)) {
      for (const list of [task.deps, task.cmds]) {
        if (!Array.isArray(list)) continue;
        for (const item of list.slice(0, MAX_NAMES)) {
          if (typeof item === 'string' && list === task.deps) runs.push(item);
          else if (isRecord(item) && typeof item.task === 'string')
            runs.push(/\{\{/.test(item.task) ? undefined : item.task);
        }
      }
    }
    const end = lines.position(Math.max(range[0], range[2] - 1)).line;
    targets.push({ name, start: keyLine, end, runs });
    if (isRecord(task) && Array.isArray(task.aliases))
      for (const a of task.aliases.slice(0, 8))
        if (typeof a === 'string') targets.push({ name: a, start: keyLine, end: keyLine, runs: [name] });
  }
  return { targets, defaultName: 'default' };
}

/** The line of a task's key under `tasks:` (its node starts on the next line for a block mapping). */
function keyLineOf(doc: Yaml.Document, name: string, lines: LineMap): number | undefined {
  const tasks = doc.get('tasks', true) as { items?: Array<{ key?: { value?: unknown; range?: number[] } }> };
  const pair = tasks?.items?.find((p) => p.key?.value === name);
  const at = pair?.key?.range?.[0];
  return at === undefined ? undefined : lines.position(at).line;
}

/** Rule heads (`a b: deps`), their tab-led recipe lines and prerequisites; the first plain target is the default. */
function makeTargets(text: string): Omit<ConfigTargets, 'format'> {
  const targets: ConfigTarget[] = [];
  const src = text.split('\n');
  let current: ConfigTarget[] = [];
  let defaultName: string | undefined;
  for (let i = 0; i < src.length && targets.length < MAX_TARGETS; i++) {
    const line = src[i]!;
    if (line.startsWith('\t') || /^[ \t]*(?:#|$)/.test(line)) {
      if (line.startsWith('\t')) for (const t of current) t.end = i + 1;
      continue;
    }
    current = [];
    const goal = /^\.DEFAULT_GOAL[ \t]*[:?]?=[ \t]*([\w./-]{1,120})/.exec(line);
    if (goal) defaultName = goal[1];
    const head = /^([^:=#\t][^:=#]{0,400})::?(?!=)(.{0,2000})$/.exec(line);
    if (
      !head ||
      /^(?:export|override|define|ifn?eq|ifn?def|else|endif|include|-include|sinclude)\b/.test(line)
    )
      continue;
    const [prereq, recipe] = splitOnce(head[2]!, ';');
    // A variable setting for the target (`lint: FLAGS = -q`) is no prerequisite list.
    if (/^[ \t]*[\w.]{1,80}[ \t]*[:+?!]?=/.test(prereq)) continue;
    const needs = prereq
      .split('|')
      .join(' ')
      .split(/[ \t]+/)
      .filter((w) => w !== '')
      .slice(0, MAX_NAMES)
      .map((w) => (/[$%]/.test(w) ? undefined : w));
    for (const name of head[1]!
      .split(/[ \t]+/)
      .filter((w) => w !== '')
      .slice(0, MAX_NAMES)) {
      // A pattern or computed target may be any name: its recipe is kept with the lines every run reads.
      if (/[$%]/.test(name)) continue;
      const t: ConfigTarget = { name, start: i + 1, end: i + 1, runs: [...needs] };
      if (recipe === undefined) current.push(t);
      targets.push(t);
      if (defaultName === undefined && !name.startsWith('.')) defaultName = name;
    }
    if (recipe !== undefined) current = targets.slice(-1);
  }
  return { targets, ...(defaultName !== undefined ? { defaultName } : {}) };
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const at = s.indexOf(sep);
  return at < 0 ? [s, undefined] : [s.slice(0, at), s.slice(at + 1)];
}

/** Recipe headers at column 0 (`name arg: dep (dep2 "x") && after`), indented bodies, `alias a := b`. */
function justTargets(text: string): Omit<ConfigTargets, 'format'> {
  const targets: ConfigTarget[] = [];
  const src = text.split('\n');
  let current: ConfigTarget | undefined;
  let defaultName: string | undefined;
  let attributeDefault = false;
  for (let i = 0; i < src.length && targets.length < MAX_TARGETS; i++) {
    const line = src[i]!;
    if (/^[ \t]/.test(line) || line.trim() === '' || line.startsWith('#')) {
      if (current && /^[ \t]/.test(line)) current.end = i + 1;
      continue;
    }
    current = undefined;
    if (/^\[[^\]\n]{0,200}\bdefault\b/.test(line)) attributeDefault = true;
    if (line.startsWith('[')) continue;
    const alias = /^alias[ \t]+([\w-]{1,80})[ \t]*:=[ \t]*([\w-]{1,80})/.exec(line);
    if (alias) {
      targets.push({ name: alias[1]!, start: i + 1, end: i + 1, runs: [alias[2]!] });
      continue;
    }
    const head = /^@?([A-Za-z_][\w-]{0,80})((?:[ \t][^:\n]{0,200})?):(?!=)(.{0,2000})$/.exec(line);
    if (!head) continue;
    const needs = [
      ...head[3]!.replace(/"[^"\n]{0,400}"|'[^'\n]{0,400}'/g, ' ').matchAll(/[A-Za-z_][\w-]{0,80}/g),
    ]
      .map((m) => m[0])
      .slice(0, MAX_NAMES);
    current = { name: head[1]!, start: i + 1, end: i + 1, runs: needs };
    targets.push(current);
    if (defaultName === undefined || attributeDefault) defaultName = head[1]!;
    attributeDefault = false;
  }
  return { targets, ...(defaultName !== undefined ? { defaultName } : {}) };
}

/** package.json `scripts`: each script's key line (scripts are one-line JSON strings). */
function npmTargets(text: string, lines: LineMap): Omit<ConfigTargets, 'format'> | undefined {
  const data = parseJson(text);
  if (!isRecord(data) || !isRecord(data.scripts)) return undefined;
  const from = /"scripts"[ \t\r\n]{0,40}:[ \t\r\n]{0,40}\{/.exec(text);
  if (!from) return undefined;
  const targets: ConfigTarget[] = [];
  let at = from.index + from[0].length;
  for (const name of Object.keys(data.scripts).slice(0, MAX_TARGETS)) {
    const key = text.indexOf(`${JSON.stringify(name)}`, at);
    if (key < 0) return undefined;
    const line = lines.position(key).line;
    targets.push({ name, start: line, end: line, runs: [] });
    at = key + 1;
  }
  return { targets };
}
