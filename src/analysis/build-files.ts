import { bazelrcCommands, duneActions } from './build-bazelrc-dune.js';
import { composeCommands, yamlCodeSpans } from './build-compose.js';
import { makeParseTime, rockspecCommands, taskfileRemoteIncludes } from './build-configs-scripts.js';
import { cargoConfigCommands, miseCommands, pyprojectScripts } from './build-configs-toml.js';
import {
  commandMapCommands,
  commandMapNodes,
  goreleaserCommands,
  skaffoldCommands,
} from './build-devtools.js';
import { dockerfileRuns } from './build-dockerfile.js';
import { denoTasks, mavenExecs, msbuildExecs, taskfileCmds } from './build-ecosystems.js';
import { gitConfigPrograms } from './build-gitconfig.js';
import {
  aiderCommands,
  hookConfigCodeSpans,
  lefthookCommands,
  preCommitCommands,
} from './build-hook-configs.js';
import { jsonShellUnit, MAX_UNITS, parseJson, regionOfJsonString } from './build-json.js';
import { justRecipes } from './build-just.js';
import { devcontainerCommands, vscodeTasks } from './build-launch.js';
import { makeRecipes } from './build-make.js';
import { nixRemoteImports, nixShellHooks } from './build-nix.js';
import { notebookCells } from './build-notebook.js';
import {
  copierTasks,
  gitmodulesCommands,
  nodemonCommands,
  procfileCommands,
  wingetScripts,
} from './build-process-configs.js';
import { sqlPrograms } from './build-sql.js';
import { composerScripts, goGenerateDirectives, toxCommands, workflowSteps } from './build-tools.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

export { withoutJsonComments } from './build-json.js';

/**
 * Files whose commands run when a skill says `make setup`, `npm install` or "run the notebook": Makefile
 * recipes, package.json `scripts` (npm runs `preinstall`/`install`/`postinstall`/`prepare` by itself on
 * install), and Jupyter notebook code cells (Python, with `!cmd` lines and `%%bash` cells as shell), and the
 * configurations launch tools run (src/analysis/launch-tools.ts: readers in build-launch.ts, build-compose.ts
 * and build-tools.ts). Each command becomes a code unit placed like a shipped script. The rest is data.
 */

const MAX_TEXT = 1 << 20;

type Reader = (text: string, lines: LineMap) => UnitSpec[] | undefined;
/** A Compose file under another name (`docker compose -f deploy/stack.yml`): top-level `services` of images or builds. */
const COMPOSE_SHAPE = /^services:[ \t]*(?:#[^\n]*)?$[\s\S]{0,2000}?^[ \t]{2,12}(?:image|build):/m;
/** A GitHub Actions workflow under another path (`act -W ci/nightly.yml`): top-level `jobs` with steps. */
const WORKFLOW_SHAPE = /^jobs:[ \t]*(?:#[^\n]*)?$[\s\S]{0,4000}?^[ \t]{2,12}(?:runs-on|steps):/m;

/**
 * Every configuration format read as commands, by path: the `format` each launch tool names
 * (src/analysis/launch-tools.ts) and the reader that turns the file into code units.
 */
export const CONFIG_FORMATS: ReadonlyArray<{ format: string; path: RegExp; shape?: RegExp; read: Reader }> = [
  {
    format: 'make',
    path: /(?:^|\/)(?:GNUmakefile|makefile|Makefile)$|\.mk$/,
    read: (t, l) => [...makeRecipes(t, l), ...makeParseTime(t, l)],
  },
  { format: 'npm', path: /(?:^|\/)package\.json$/, read: (t, l) => packageScripts(t, l) },
  { format: 'notebook', path: /\.ipynb$/i, read: (t, l) => notebookCells(t, l) },
  {
    format: 'devcontainer',
    path: /(?:^|\/)(?:\.devcontainer\/(?:[^/]{1,100}\/)?devcontainer\.json|\.devcontainer\.json)$/,
    read: devcontainerCommands,
  },
  { format: 'just', path: /(?:^|\/)(?:[Jj]ustfile|\.justfile)$/, read: justRecipes },
  { format: 'vscode-tasks', path: /(?:^|\/)\.vscode\/tasks\.json$/, read: vscodeTasks },
  { format: 'compose', path: /(?:^|\/)(?:docker-)?compose(?:\.[\w-]{1,60})?\.ya?ml$/, read: composeCommands },
  { format: 'go', path: /\.go$/, read: goGenerateDirectives },
  { format: 'composer', path: /(?:^|\/)composer\.json$/, read: composerScripts },
  { format: 'workflow', path: /(?:^|\/)\.github\/workflows\/[^/]{1,200}\.ya?ml$/, read: workflowSteps },
  // A composite action's steps (`action.yml`, `runs.using: composite`) run in every job that uses it.
  { format: 'workflow', path: /(?:^|\/)action\.ya?ml$/, read: workflowSteps },
  { format: 'tox', path: /(?:^|\/)tox\.ini$/, read: (t) => toxCommands(t) },
  { format: 'aider', path: /(?:^|\/)\.aider\.conf\.ya?ml$/, read: aiderCommands },
  { format: 'lefthook', path: /(?:^|\/)\.?lefthook(?:-local)?\.ya?ml$/, read: lefthookCommands },
  { format: 'pre-commit', path: /(?:^|\/)\.pre-commit-config\.ya?ml$/, read: preCommitCommands },
  {
    format: 'msbuild',
    path: /\.(?:cs|fs|vb)proj$|(?:^|\/)Directory\.Build\.(?:props|targets)$/,
    read: msbuildExecs,
  },
  { format: 'maven', path: /(?:^|\/)pom\.xml$/, read: mavenExecs },
  { format: 'deno', path: /(?:^|\/)deno\.jsonc?$/, read: denoTasks },
  {
    format: 'taskfile',
    path: /(?:^|\/)[Tt]askfile(?:\.dist)?\.ya?ml$/,
    read: (t, l) => [...taskfileCmds(t, l), ...taskfileRemoteIncludes(t, l)],
  },
  // Python project scripts, mise, Cargo's configuration, rockspecs (src/analysis/build-configs-*.ts).
  { format: 'pyproject', path: /(?:^|\/)(?:pyproject|hatch)\.toml$/, read: pyprojectScripts },
  {
    format: 'mise',
    path: /(?:^|\/)(?:\.?mise(?:\.local)?\.toml|\.?mise\/config\.toml|\.config\/mise(?:\/config)?\.toml)$/,
    read: miseCommands,
  },
  { format: 'cargo-config', path: /(?:^|\/)\.cargo\/config(?:\.toml)?$/, read: cargoConfigCommands },
  { format: 'rockspec', path: /\.rockspec$/, read: (t) => rockspecCommands(t) },
  // Bazel's start-up flags that name programs, and dune's rule actions (src/analysis/build-bazelrc-dune.ts).
  { format: 'bazelrc', path: /(?:^|\/)(?:[\w.-]{0,40}\.)?bazelrc$/, read: bazelrcCommands },
  { format: 'dune', path: /(?:^|\/)dune$/, read: duneActions },
  // PostgreSQL runs `COPY … TO/FROM PROGRAM` commands through the shell when psql applies the file.
  { format: 'sql', path: /\.sql$/i, read: sqlPrograms },
  // A git configuration a script makes git read (`include.path`): its filters, drivers and `!` aliases.
  {
    format: 'gitconfig',
    path: /(?:^|\/)(?:\.?gitconfig(?:[.-][\w.-]{1,60})?|[\w.-]{1,80}\.gitconfig)$/,
    read: gitConfigPrograms,
  },
  {
    format: 'nix',
    path: /(?:^|\/)(?:shell|default|flake)\.nix$/,
    read: (t, l) => [...nixShellHooks(t), ...nixRemoteImports(t, l)],
  },
  // Development and release tools' commands (src/analysis/build-devtools.ts).
  { format: 'skaffold', path: /(?:^|\/)skaffold\.ya?ml$/, read: skaffoldCommands },
  { format: 'goreleaser', path: /(?:^|\/)\.?goreleaser\.ya?ml$/, read: goreleaserCommands },
  {
    format: 'lint-staged',
    path: /(?:^|\/)\.lintstagedrc(?:\.(?:json|ya?ml))?$/,
    read: (t, l) => commandMapCommands(t, l, 'lint-staged'),
  },
  {
    format: 'simple-git-hooks',
    path: /(?:^|\/)\.?simple-git-hooks\.json$/,
    read: (t, l) => commandMapCommands(t, l, 'simple-git-hooks'),
  },
  // Process managers, nodemon, Copier, winget configure, git's ext:: transport (build-process-configs.ts).
  { format: 'procfile', path: /(?:^|\/)Procfile(?:\.[\w-]{1,40})?$/, read: procfileCommands },
  { format: 'nodemon', path: /(?:^|\/)nodemon\.json$/, read: nodemonCommands },
  { format: 'copier', path: /(?:^|\/)copier\.ya?ml$/, read: copierTasks },
  {
    format: 'winget',
    path: /\.winget$|(?:^|\/)configuration\.dsc\.ya?ml$/i,
    read: wingetScripts,
  },
  { format: 'gitmodules', path: /(?:^|\/)\.gitmodules$/, read: gitmodulesCommands },
  {
    format: 'dockerfile',
    path: /(?:^|\/)(?:Dockerfile|Containerfile)(?:\.[\w-]{1,60})?$|\.(?:dockerfile|containerfile)$/i,
    read: dockerfileRuns,
  },
  { format: 'compose', path: /\.ya?ml$/, shape: COMPOSE_SHAPE, read: composeCommands },
  { format: 'workflow', path: /\.ya?ml$/, shape: WORKFLOW_SHAPE, read: workflowSteps },
];

/**
 * The spans of a configuration's text that are commands (read as code by `buildFileUnits`, whose `units` for
 * this text are given), for the reading of the file as data to leave out: a workflow step's `run` is a
 * script, not a sentence for the agent.
 */
export function configCodeSpans(
  path: string,
  text: string,
  units: readonly UnitSpec[] = [],
): Array<[number, number]> {
  if (text.length > MAX_TEXT) return [];
  const head = text.slice(0, 64 * 1024);
  const f = CONFIG_FORMATS.find((c) => c.path.test(path) && (!c.shape || c.shape.test(head)));
  if (f?.format === 'aider' || f?.format === 'lefthook' || f?.format === 'pre-commit')
    return hookConfigCodeSpans(text, f.format);
  // The units `buildFileUnits` already read from the file (no second parse).
  if (f && JSON_COMMAND_FORMATS.has(f.format)) return jsonCommandSpans(units, text);
  return f?.format === 'compose' || f?.format === 'workflow' ? yamlCodeSpans(text, f.format) : [];
}

/** True when `path` may be read as commands (`buildFileUnits` decides, by content for a few formats). */
export function isBuildFile(path: string): boolean {
  return CONFIG_FORMATS.some((f) => f.path.test(path));
}

/**
 * A tool's configuration (Makefile, mise.toml, justfile, package.json, Dockerfile …): its commands run when
 * that tool runs on it, never because the file is shipped. Notebooks are not: their cells are code an agent
 * runs one by one.
 */
export function isToolConfiguration(path: string): boolean {
  return CONFIG_FORMATS.some((f) => f.format !== 'notebook' && f.path.test(path));
}

/** The code units of a build or notebook file; undefined when the path is none of them. */
export function buildFileUnits(path: string, text: string, lines: LineMap): UnitSpec[] | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const head = text.slice(0, 64 * 1024);
  return CONFIG_FORMATS.find((f) => f.path.test(path) && (!f.shape || f.shape.test(head)))?.read(text, lines);
}

/** JSON configurations whose string values are commands (scripts, tasks): read as code, not again as text. */
const JSON_COMMAND_FORMATS = new Set(['npm', 'composer', 'deno', 'vscode-tasks', 'devcontainer', 'nodemon']);

/** Where a JSON configuration's commands sit: each unit's text as the JSON string that holds it. */
function jsonCommandSpans(units: readonly UnitSpec[], text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const u of units.slice(0, MAX_UNITS)) {
    if (u.text === '') continue;
    const encoded = JSON.stringify(u.text).slice(1, -1);
    const at = text.indexOf(encoded);
    if (at >= 0) out.push([at, at + encoded.length]);
  }
  return out;
}

function packageScripts(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  if (!isRecord(data)) return [];
  const out = packageHookCommands(data, text, lines);
  const scripts = isRecord(data.scripts) ? data.scripts : undefined;
  if (!scripts) return out;
  const pkgVars = npmPackageVars(data as Record<string, unknown>);
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
      vars: { ...pkgVars, npm_lifecycle_event: name.slice(0, 100) },
    });
  }
  return out;
}

/**
 * Commands package.json keeps for git-hook tools outside `scripts`: simple-git-hooks' `simple-git-hooks`
 * field (each hook's command, written into `.git/hooks` by the tool, usually from `prepare`), husky 4's
 * `husky.hooks`, and lint-staged's `lint-staged` field (commands run on the staged files of every commit).
 */
function packageHookCommands(data: Record<string, unknown>, text: string, lines: LineMap): UnitSpec[] {
  const out: UnitSpec[] = [];
  const fields: Array<[unknown, string, boolean]> = [
    [data['simple-git-hooks'], 'simple-git-hooks', false],
    [isRecord(data.husky) ? data.husky.hooks : undefined, 'husky hook', false],
    [data['lint-staged'], 'lint-staged', true],
  ];
  for (const [value, tool, lists] of fields)
    commandMapNodes(
      value,
      tool,
      (code, _path, label) => {
        if (code.trim() !== '' && out.length < MAX_UNITS)
          out.push(jsonShellUnit(text, lines, code, code, label));
      },
      lists,
    );
  return out;
}

const NPM_VAR_KEY = /^[A-Za-z0-9_]{1,64}$/;

/**
 * What npm puts in a script's environment from package.json (docs.npmjs.com, scripts: "package.json
 * vars"): `npm_package_name`, `npm_package_version` and every `config` value as `npm_package_config_<key>`
 * (nested keys joined with `_`). A script that builds its download from them (`$npm_package_config_mirror`)
 * is read with the values the file gives. Bounded: 200 values, two levels.
 */
function npmPackageVars(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, v: unknown) => {
    if (Object.keys(out).length >= 200 || !NPM_VAR_KEY.test(k)) return;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      out[k] = String(v).slice(0, 2_000);
  };
  put('npm_package_name', data.name);
  put('npm_package_version', data.version);
  if (!isRecord(data.config)) return out;
  for (const [k, v] of Object.entries(data.config).slice(0, 200)) {
    if (isRecord(v))
      for (const [k2, v2] of Object.entries(v).slice(0, 50)) put(`npm_package_config_${k}_${k2}`, v2);
    else put(`npm_package_config_${k}`, v);
  }
  return out;
}

/** The text with the commands a configuration runs blanked (offsets kept): they were read as code. */
export function withoutCode(path: string, text: string, units: readonly UnitSpec[]): string {
  const spans = configCodeSpans(path, text, units);
  if (spans.length === 0) return text;
  const out = text.split('');
  for (const [s, e] of spans) for (let i = s; i < e && i < out.length; i++) if (out[i] !== '\n') out[i] = ' ';
  return out.join('');
}
