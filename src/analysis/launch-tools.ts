/**
 * Launch points behind ordinary build and tool commands: a command a skill has the agent run makes a tool
 * read a configuration from the project and run the code it declares (`docker compose up` runs the
 * services' commands, `go generate` the `//go:generate` directives, `composer install` the `post-install-cmd`
 * scripts). The command runs that file's code as surely as `bash x.sh` runs x.sh. One table says, for each
 * tool, which invocations run configuration code and where the configuration is; how each configuration
 * format is read into commands is src/analysis/build-files.ts (`CONFIG_FORMATS`, by path), and what else a
 * configuration makes the tool run (a Composer callback's class file, a Cargo package's build script) is
 * src/analysis/launch-refs.ts. Scripts (`.envrc`, `noxfile.py`, `conftest.py`) are read as the code they are.
 *
 * The reference graph turns every match into a `tool-config` edge to each configuration that exists
 * (resolved like a bare path: the referring file's folder, its skill folder, then the project root).
 * Pure functions over text; every pattern is linear (bounded quantifiers, heads anchored at a command
 * position by a lookbehind).
 */

import { cwdBefore, underCwd } from './launch-cwd.js';
import { LAUNCH_TOOLS, type LaunchTool } from './launch-tool-table.js';
import { withoutTrailingSlashes } from './repo-paths.js';
import { inShellComment } from './shell-command-words.js';

export { LAUNCH_TOOLS, type LaunchTool };

/** One configuration a command makes a tool run. */
export interface ToolRun {
  /** The configuration path as the command implies it (may hold `*` and `**` segments). */
  target: string;
  /** Only files containing this text count (see `LaunchTool.contains`). */
  contains?: string;
  /** Offset of the tool's head in the text. */
  index: number;
  /**
   * The targets the command names, for a task runner that runs only those (`task validate`, `make lint`,
   * `just build`, `npm run dev`: src/analysis/config-targets.ts); `''` is the runner's default target.
   * Undefined when the command runs the configuration as a whole (`npm install`'s lifecycle scripts) or
   * names a target only known at run time (`task $T`).
   */
  tasks?: string[];
}

/**
 * A command position: the line start, after an operator, `$ ` (a prompt), `sudo`/`env`/`then`/`do`, an
 * environment assignment (`DOCKER_BUILDKIT=1 docker build`), or a package runner (`npx eslint`,
 * `uv run pytest`: the tool runs in the project as if typed).
 * Heads with `anywhere` may follow any blank. Checked on the few characters before a head match: a
 * lookbehind leading one alternation of every tool cost 1.5 s of CPU on the real corpus (it ran at every
 * position of every file); each tool's head alone starts with its literal, which the engine finds fast.
 */
const POSITION_BEFORE =
  /\n[ \t]{0,8}$|[;&|(`][ \t]{0,4}$|\$[ \t]{1,4}$|\b(?:sudo|then|do|exec|time)[ \t]{1,4}$|\b[A-Z][A-Z0-9_]{0,30}=[^\s;&|'"]{0,20}[ \t]{1,4}$|(?:^|[\s;&|(`])(?:npx|bunx|pnpx|yarn|pnpm|(?:npm|pnpm|yarn|bun)[ \t]{1,4}(?:exec|dlx|x)|(?:uv|poetry|pipenv|pdm|hatch|rye)[ \t]{1,4}run)[ \t]{1,4}$/;
const LINE_START_BEFORE = /^[ \t]{0,8}$/;
/** A bin folder's path ending just before a head, itself at a command position (line start, blank, operator). */
const BIN_BEFORE = /(?:^|[\s;&|(`])(?:\.{1,2}\/|~\/|\/)?(?:[\w.-]{1,60}\/){0,6}(?:bin|\.bin|Scripts)\/$/;
const ANYWHERE_BEFORE = /[\w.-]$/;
/** Enough characters before a head for the longest position pattern (`time` and four blanks, a word boundary). */
const BEFORE_WINDOW = 24;
const HEADS = LAUNCH_TOOLS.map((t) => new RegExp(`(?:${t.head})(?=[ \\t]|$|[;&|)\`])`, 'gm'));

/** Characters a command position can end with: a line end, a blank, an operator, an opening quote of `$(`…`. */
const POSITION_END = new Set([10, 13, 32, 9, 59, 38, 124, 40, 96]);

function atPosition(text: string, index: number, anywhere: boolean): boolean {
  // One character first: most candidates sit inside a word or a string (`"task":`, `subtask `), and the
  // window and its patterns below were the cost of every one of them on data files.
  const prev = index > 0 ? text.charCodeAt(index - 1) : 10;
  // A tool run from a virtual environment's or package's bin folder (`.venv/bin/pip install -e .`,
  // `node_modules/.bin/eslint`) is the same tool.
  if (prev === 47 && !anywhere) return BIN_BEFORE.test(text.slice(Math.max(0, index - 160), index));
  if (!anywhere && !POSITION_END.has(prev)) return false;
  const from = Math.max(0, index - BEFORE_WINDOW);
  const before = text.slice(from, index);
  if (anywhere) return !ANYWHERE_BEFORE.test(before);
  return (from === 0 && LINE_START_BEFORE.test(before)) || POSITION_BEFORE.test(before);
}

/**
 * Some tool's head where one can be kept: one test that lets the texts without one skip the per-tool
 * scans (tens of thousands of inline code spans, and nine in ten long code blocks on the real corpus;
 * sixty scans of every long block were most of this module's time). Sound as a filter: a kept head is a
 * HEADS match (so its lookahead holds) at a place `atPosition` accepts, and that needs the character
 * before it to be none of `[\w.-]` (a command position ends with a line end, blank or operator; an
 * `anywhere` head is refused after one of them) or the text's start.
 */
const ANY_HEAD_AT = new RegExp(
  `(?<![\\w.-])(?:${LAUNCH_TOOLS.map((t) => `(?:${t.head})`).join('|')})(?=[ \\t]|$|[;&|)\`])`,
  'm',
);

/** Every tool head at a command position, in text order (the tool's index in LAUNCH_TOOLS, where, how long). */
function headMatches(text: string): Array<{ tool: number; index: number; length: number }> {
  const out: Array<{ tool: number; index: number; length: number }> = [];
  if (!ANY_HEAD_AT.test(text)) return out;
  HEADS.forEach((re, tool) => {
    for (const m of text.matchAll(re)) {
      if (out.length >= MAX_HEADS) return;
      // `… --wait 600  # block until something is pending, then act`: a comment's `then act` runs nothing.
      if (atPosition(text, m.index, LAUNCH_TOOLS[tool]!.anywhere === true) && !inShellComment(text, m.index))
        out.push({ tool, index: m.index, length: m[0].length });
    }
  });
  // One head per place, the earlier tool first (as one alternation of every tool would match).
  out.sort((a, b) => a.index - b.index || a.tool - b.tool);
  return out.filter((h, i) => i === 0 || out[i - 1]!.index !== h.index);
}
const MAX_HEADS = 4_096;
const MAX_TEXT = 64 * 1024;
const MAX_RUNS = 64;

/** The configurations the commands in `code` make a tool read and run, each with where its command starts. */
export function toolRuns(code: string, inlineSpan = false): ToolRun[] {
  const text = code.slice(0, MAX_TEXT);
  const out: ToolRun[] = [];
  for (const h of headMatches(text)) {
    if (out.length >= MAX_RUNS) break;
    const tool = LAUNCH_TOOLS[h.tool];
    if (!tool) continue;
    if (inlineSpan && tool.word && text.trim().length === h.length) continue;
    // The command's words, over the lines its trailing backslashes continue onto.
    const rest = /^(?:[^\n;&|)`\\]|\\[^\n]|\\\n){0,1000}/.exec(text.slice(h.index + h.length))![0];
    // After `cd DIR` the tool reads DIR's configuration, not the one where the text sits (launch-cwd.ts).
    const cwd = cwdBefore(text, h.index);
    const args = words(rest.replace(/\\\r?\n/g, ' '));
    const tasks = namedTargets(tool, args);
    for (const target of targetsOf(tool, args)) {
      const contains =
        tool.contains ??
        (tool.program?.contains !== undefined && tool.program.files.some((f) => target.endsWith(f))
          ? tool.program.contains
          : undefined);
      out.push({
        target: underCwd(target, cwd),
        index: h.index,
        ...(contains ? { contains } : {}),
        ...(tasks && TARGET_FILE.test(target) ? { tasks } : {}),
      });
    }
  }
  return out;
}

/** The tools the commands in `code` start (a table row's head at a command position), in text order. */
export function toolsStarted(code: string): LaunchTool[] {
  return headMatches(code.slice(0, MAX_TEXT)).map((h) => LAUNCH_TOOLS[h.tool]!);
}

/** The configuration files whose runs are per target (the others a runner reads are settings: `.npmrc`). */
const TARGET_FILE =
  /(?:^|\/)(?:[Tt]askfile(?:\.dist)?\.ya?ml|GNUmakefile|[Mm]akefile|[^/]{1,80}\.mk|[Jj]ustfile|\.justfile|package\.json)$/;
const MAX_TASKS = 16;
const OPTIONAL_COUNT: ReadonlySet<string> = new Set(['-j', '--jobs', '-l', '--load-average']);
/** npm subcommands that run one named script (with its `pre`/`post` scripts); install and the rest run lifecycles. */
const NPM_NAMED: Readonly<Record<string, string | undefined>> = {
  test: 'test',
  t: 'test',
  tst: 'test',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
};

/** Package managers whose `run` (and test/start shorthands) run one script of package.json. */
const PACKAGE_RUNNERS: ReadonlySet<string> = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const TARGET_RUNNERS: ReadonlySet<string> = new Set(['task', 'make', 'just', ...PACKAGE_RUNNERS]);
/** pnpm and Yarn run a script named like their `build` subcommand (npm's `build` is a lifecycle command). */
const OTHER_NAMED: Readonly<Record<string, string | undefined>> = { build: 'build' };

/**
 * Options after which a runner only lists, describes or prints its targets (`just --list`, `make -n`,
 * `task --summary`, `--help`); `-n` is the dry run of make, just and task, `-l` just's and task's list.
 */
const LISTS_ONLY =
  /^(?:-l|-n|-h|--list(?:-all)?|--summary|--show|--dump|--variables|--dry-run|--dry|--just-print|--recon|--question|--help|--version)$/;
/**
 * The targets one invocation of a task runner names (see `ToolRun.tasks`): positional words that are not
 * option values, variable settings (`make X=1 lint`) or redirections; none named is the default target.
 * Undefined for other tools, for a name only known at run time, and for npm subcommands that run scripts
 * by their lifecycle.
 */
export function namedTargets(tool: LaunchTool, args: readonly string[]): string[] | undefined {
  if (!TARGET_RUNNERS.has(tool.tool)) return undefined;
  // `just --list`, `make -n`, `task --summary`: the runner prints its targets or plans and runs none.
  // make's `-l` is a load limit, npm's `-l` its long output: only just and task list with it.
  if (args.some((a) => LISTS_ONLY.test(a) && (a !== '-l' || tool.tool === 'just' || tool.tool === 'task')))
    return [];
  const positional: string[] = [];
  for (let i = 0; i < args.length && i < 64; i++) {
    const a = args[i]!;
    // `task lint -- --fix`: what follows `--` goes to the task; `# comment` ends the command.
    if (a === '--' || a.startsWith('#')) break;
    if (/^\d{0,2}[<>]/.test(a)) {
      if (/^\d{0,2}[<>]{1,2}&?$/.test(a)) i++;
      continue;
    }
    const opt = a.startsWith('--') && a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    if (
      (tool.dirOptions?.includes(opt) ||
        tool.fileOptions?.includes(opt) ||
        tool.valueOptions?.includes(opt)) &&
      opt === a
    ) {
      // make's `-j` takes a count only when one follows (`make -j lint` runs lint with no limit).
      if (!OPTIONAL_COUNT.has(a) || /^\d{1,4}$/.test(args[i + 1] ?? '')) i++;
      continue;
    }
    if (a.startsWith('-')) continue;
    // `make CC=clang`, `just --set`… values; `task X=1 build`.
    if (/^[A-Za-z_][\w.]{0,80}=/.test(a)) continue;
    positional.push(a);
  }
  let names: string[];
  if (PACKAGE_RUNNERS.has(tool.tool)) {
    const sub = positional[0] ?? '';
    // `bun test` is Bun's own test runner, not the `test` script.
    const named = tool.tool === 'bun' ? undefined : (NPM_NAMED[sub] ?? OTHER_NAMED[sub]);
    if (named !== undefined && (tool.tool !== 'npm' || NPM_NAMED[sub] !== undefined)) names = [named];
    else if (sub === 'run' || sub === 'run-script' || sub === 'rum' || sub === 'urn') {
      if (positional[1] === undefined) return [];
      names = [positional[1]];
    } else return undefined;
  } else if (tool.tool === 'just') {
    // `just build release`: a recipe and its arguments, or several recipes; both are kept (a word that is no
    // recipe names nothing).
    names = positional.length > 0 ? positional : [''];
  } else names = positional.length > 0 ? positional : [''];
  // A name built at run time (`task "$T"`, `make $(GOAL)`) may be any target; a glob (`task validate-*`)
  // names every target it matches (src/analysis/config-targets.ts).
  if (names.some((n) => /[$`{}[\]]/.test(n))) return undefined;
  return names.slice(0, MAX_TASKS);
}

/** The configuration paths of one invocation; none when its subcommand does not run configuration code. */
export function targetsOf(tool: LaunchTool, args: readonly string[]): string[] {
  const named: string[] = [];
  let sub: string | undefined;
  const positional: string[] = [];
  let dir: string | undefined;
  for (let i = 0; i < args.length && i < 64; i++) {
    const a = args[i]!;
    const [opt, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, undefined];
    if (tool.dirOptions?.includes(opt)) {
      dir = inline ?? args[++i];
      continue;
    }
    if (tool.fileOptions?.includes(opt)) {
      const v = inline ?? args[++i];
      if (v) named.push(v.endsWith('/') ? `${v}*.yml` : v);
      continue;
    }
    if (tool.valueOptions?.includes(opt)) {
      if (inline === undefined) i++;
      continue;
    }
    if (a.startsWith('-')) continue;
    if (sub === undefined) sub = a;
    positional.push(a);
  }
  if (tool.runs && !tool.runs.includes(sub ?? '')) return inDir([...(tool.everyInvocation ?? [])], dir);
  const configs =
    named.length > 0
      ? named.slice(0, 8)
      : tool.fromArgs
        ? tool.fromArgs(positional.slice(1), positional, args)
        : [...tool.configs];
  return inDir(
    tool.program?.runs.includes(sub ?? '')
      ? [...configs, ...programFiles(tool.program.files, configs[0])]
      : configs,
    dir,
  );
}

/**
 * Configuration paths under the folder a `dirOptions` option names (`npm --prefix tools/x`): a relative
 * folder of the tree only; an absolute, home or variable folder (known only at run time) reads none of the
 * tree's files.
 */
function inDir(paths: string[], dir: string | undefined): string[] {
  if (dir === undefined) return paths;
  if (/^[/~$]|^[A-Za-z]:/.test(dir)) return [];
  const d = withoutTrailingSlashes(dir.replace(/^\.\/?/, ''));
  if (d === '' || d === '.') return paths;
  return paths.map((p) => (/^[/~$]/.test(p) ? p : `${d}/${p}`));
}

/** The program's source files, in the folder of the configuration the command builds. */
function programFiles(files: readonly string[], config: string | undefined): string[] {
  const dir = config?.includes('/') ? config.slice(0, config.lastIndexOf('/') + 1) : '';
  return files.map((f) => `${dir}${f}`);
}

/** Shell-like words of one simple command: quotes removed, variables kept as written. */
function words(rest: string): string[] {
  return rest
    .split(/[ \t]+/)
    .map((w) => w.replace(/['"]/g, ''))
    .filter((w) => w !== '' && w !== '\\');
}

/** The configuration paths the commands in `code` make a tool read and run, deduplicated, at most 8. */
export function toolConfigsRun(code: string, inlineSpan = false): ToolRun[] {
  const out = new Map<string, ToolRun>();
  for (const r of toolRuns(code, inlineSpan)) {
    const had = out.get(r.target);
    // Two commands of one text on the same configuration (`task lint && task test`) run both targets; one
    // that runs it whole makes the whole file run.
    if (had) {
      if (had.tasks && r.tasks) had.tasks = [...new Set([...had.tasks, ...r.tasks])].slice(0, MAX_TASKS);
      else delete had.tasks;
      continue;
    }
    if (out.size >= 8) break;
    out.set(r.target, r.tasks ? { ...r, tasks: [...r.tasks] } : { ...r });
  }
  return [...out.values()];
}

/**
 * A `**` segment for any folders (none included), `*` within one segment, and a brace list of plain names
 * (`*.test.{js,mjs,cjs}`: a test runner's default pattern): a linear regex over a path.
 */
export function globRegex(glob: string): RegExp {
  const src = glob
    .split(/(\*\*\/|\*|\{[\w.-]{0,20}(?:,[\w.-]{0,20}){1,12}\})/)
    .map((part) =>
      part === '**/'
        ? '(?:[^/]{1,255}/){0,32}'
        : part === '*'
          ? '[^/]{0,255}'
          : BRACE_LIST.test(part)
            ? `(?:${part.slice(1, -1).split(',').map(escapeGlob).join('|')})`
            : escapeGlob(part),
    )
    .join('');
  return new RegExp(`^${src}$`);
}

const BRACE_LIST = /^\{[\w.-]{0,20}(?:,[\w.-]{0,20}){1,12}\}$/;

function escapeGlob(part: string): string {
  return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
