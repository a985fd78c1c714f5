import { buildFileUnits, isBuildFile } from './build-files.js';
import { parseJson } from './build-json.js';
import { COMPOSER_CALLBACK } from './build-tools.js';
import { isMoreLaunchConfig, moreConfigRefs } from './launch-configs-refs.js';
import { toolConfigsRun } from './launch-tools.js';
import type { LineMap } from './lines.js';
import { doctestRefs } from './pytest-doctests.js';
import { isRecord } from './records.js';
import { commandPaths, type RawRef } from './references.js';
import { pythonModuleFiles, withoutTrailingSlashes } from './repo-paths.js';
import { tomlLib } from './toml-lib.js';

/**
 * What a tool configuration makes the tool run besides its own commands, as references for the graph:
 * files its commands name (`bash scripts/seed.sh` in a compose command or a package.json script), the class
 * file of a Composer callback (`Acme\Build\Check::run`, through `autoload.psr-4`), and a Cargo package's
 * build script and its workspace members' manifests. Pure: text in, references out.
 */

const MAX_REFS = 256;
const CARGO = /(?:^|\/)Cargo\.toml$/;
/** Where pytest reads its options (`addopts`): each may load plugin modules with `-p`. */
const PYTEST_CONFIG = /(?:^|\/)(?:pytest\.ini|pyproject\.toml|setup\.cfg|tox\.ini)$/;

/** A git configuration file (the `gitconfig` format of src/analysis/build-files.ts). */
const GIT_CONFIG = /(?:^|\/)(?:\.?gitconfig(?:[.-][\w.-]{1,60})?|[\w.-]{1,80}\.gitconfig)$/;

/** Yarn's project configuration: Berry's `.yarnrc.yml` (`yarnPath:`), Yarn 1's `.yarnrc` (`yarn-path`). */
const YARNRC = /(?:^|\/)\.yarnrc(?:\.yml)?$/;

/** True for the files `configRefs` reads: command-running configurations, Cargo manifests, pytest options. */
export function isLaunchConfig(path: string): boolean {
  return (
    CARGO.test(path) ||
    PYTEST_CONFIG.test(path) ||
    YARNRC.test(path) ||
    isBuildFile(path) ||
    isMoreLaunchConfig(path)
  );
}

/** True when reading `path` needs the TOML parser loaded (`loadToml`). */
export function needsToml(path: string): boolean {
  return CARGO.test(path);
}

export function configRefs(path: string, text: string, lines: LineMap): RawRef[] {
  if (CARGO.test(path)) return cargoRefs(text);
  if (YARNRC.test(path)) return yarnPathRefs(text);
  const out: RawRef[] = [];
  const add = (r: RawRef) => {
    if (out.length < MAX_REFS) out.push(r);
  };
  if (/(?:^|\/)composer\.json$/.test(path)) for (const r of composerCallbacks(text)) add(r);
  if (PYTEST_CONFIG.test(path)) for (const r of [...pytestPlugins(text), ...doctestRefs(text)]) add(r);
  for (const r of moreConfigRefs(path, text)) add(r);
  const up = workspaceFromConfig(path);
  // A workflow's steps run in the checkout of the repository that holds `.github/`: a path they name is
  // that folder's alone. A workflow kept in a skill's test fixture (`test/fixtures/app/.github/workflows/`)
  // runs the fixture's `make build`, never the scanned repository's root Makefile.
  const workflow = WORKFLOW.test(path);
  const fromRoot = GIT_CONFIG.test(path);
  for (const u of buildFileUnits(path, text, lines) ?? []) {
    const start = u.base ?? (u.region ? lines.offsetOf(u.region.startLine, u.region.startColumn) : 0);
    for (const target of commandPaths(u.text)) {
      if (up && !/^[/~$]/.test(target))
        add({ kind: 'script-source', target: up + target, start, end: start + 1, certainty: 'candidate' });
      // git runs a configuration's programs (`core.fsmonitor = tools/fsmonitor`) in the work tree's root.
      if (fromRoot && !/^[/~$]/.test(target))
        add({
          kind: 'script-source',
          target: `\${CLAUDE_PROJECT_DIR}/${target.replace(/^\.\//, '')}`,
          start,
          end: start + 1,
          certainty: 'candidate',
        });
      if (!workflow || /^[/~$]/.test(target))
        add({ kind: 'script-source', target, start, end: start + 1, certainty: 'candidate' });
    }
    // A command of the configuration that is itself a launch tool (`"lint": "eslint ."`, a recipe's
    // `sphinx-build docs out`) runs that tool's configuration in turn.
    for (const r of toolConfigsRun(u.text))
      add({
        kind: 'tool-config',
        target: workflow && !/^[/~$]/.test(r.target) ? up + r.target : r.target,
        start,
        end: start + 1,
        certainty: 'candidate',
        ...(r.contains ? { contains: r.contains } : {}),
        ...(r.tasks ? { tasks: r.tasks } : {}),
      });
  }
  return out;
}

/**
 * The workspace folder, seen from a configuration kept in a folder of its own whose commands run in the
 * workspace: a Dev Container's lifecycle commands (`"postCreateCommand": "bash .devcontainer/setup.sh"`)
 * and VS Code tasks run in the folder that holds `.devcontainer`/`.vscode`, so the paths they name are
 * that folder's, not the configuration's; a GitHub workflow's steps run in the checkout holding `.github`.
 * Empty for every other configuration.
 */
function workspaceFromConfig(path: string): string {
  if (/(?:^|\/)\.devcontainer\/[^/]{1,100}\/devcontainer\.json$/.test(path)) return '../../';
  if (/(?:^|\/)(?:\.devcontainer\/devcontainer|\.vscode\/tasks)\.json$/.test(path)) return '../';
  if (WORKFLOW.test(path)) return '../../';
  return '';
}

const WORKFLOW = /(?:^|\/)\.github\/workflows\/[^/]{1,200}\.ya?ml$/;

/**
 * The release file a Yarn configuration names (`yarnPath: .yarn/releases/yarn-4.5.3.cjs`, Yarn 1's
 * `yarn-path "./x.js"`): every `yarn` command in the project runs that file with node instead of the
 * installed Yarn, so it is code the command runs. Berry also loads every plugin its `plugins:` list names
 * (`- path: .yarn/plugins/x.cjs`, or the path alone) into every command, and runs the plugin's hooks
 * (`afterAllInstalled`, `wrapScriptExecution` …) in the same process.
 */
function yarnPathRefs(text: string): RawRef[] {
  const head = text.slice(0, 64 * 1024);
  const out: RawRef[] = [];
  const ref = (target: string, start: number) =>
    out.push({ kind: 'script-source', target, start, end: start + target.length, certainty: 'candidate' });
  const release = /^[ \t]{0,8}(?:yarnPath[ \t]{0,8}:|yarn-path)[ \t]{0,8}["']?([^\s"'#]{1,300})/m.exec(head);
  if (release) ref(release[1]!, release.index + release[0].indexOf(release[1]!));
  const list = /^plugins[ \t]{0,8}:[ \t]*\n((?:[ \t]{1,16}[^\n]{0,400}\n?){0,200})/m.exec(head);
  if (!list) return out;
  const base = list.index + list[0].indexOf(list[1]!);
  for (const m of list[1]!.matchAll(YARN_PLUGIN_ENTRY)) {
    if (out.length > MAX_YARN_PLUGINS) break;
    ref(m[1]!, base + m.index + m[0].indexOf(m[1]!));
  }
  return out;
}

/** A `plugins:` entry of `.yarnrc.yml`: `- path: .yarn/plugins/x.cjs` (with `spec:` beside it) or the path alone. */
const YARN_PLUGIN_ENTRY =
  /^[ \t]{0,16}-?[ \t]{0,8}(?:path[ \t]{0,8}:[ \t]{0,8})?["']?([^\s"'#:]{1,300}\.[cm]?js)["']?[ \t]*$/gm;
const MAX_YARN_PLUGINS = 32;

/**
 * Plugin modules pytest's `addopts` loads with `-p NAME` (`-p no:NAME` disables one): each is imported
 * before collection, like a conftest, so `tools.flaky_report` reaches `tools/flaky_report.py` (or the
 * package's `__init__.py`). The option may sit on one line or in a TOML array or multi-line string.
 */
function pytestPlugins(text: string): RawRef[] {
  const out: RawRef[] = [];
  const head = text.slice(0, 256 * 1024);
  for (const m of head.matchAll(
    /^[ \t]{0,16}addopts[ \t]{0,8}=([^\n]{0,2000}(?:\n[ \t]{1,64}[^\n]{0,2000}){0,32})/gm,
  )) {
    // `-p NAME`, `-pNAME`, and a TOML array's `"-p", "NAME"`.
    for (const p of m[1]!.matchAll(
      /(?:^|[\s"',[])-p(?:["'][ \t]{0,4},[ \t]{0,4}["']|[ \t]{0,4})([A-Za-z_][\w.:]{0,200})/g,
    )) {
      const name = p[1]!;
      if (name.includes(':') || out.length >= 32) continue;
      const at = m.index + m[0].indexOf(name);
      const base = name.replace(/\./g, '/');
      for (const target of pythonModuleFiles(base))
        out.push({ kind: 'script-source', target, start: at, end: at + name.length, certainty: 'candidate' });
    }
  }
  return out;
}

/** Class callbacks of composer.json `scripts`, each resolved to its file through the PSR-4 map. */
function composerCallbacks(text: string): RawRef[] {
  const data = parseJson(text);
  if (!isRecord(data) || !isRecord(data.scripts)) return [];
  const autoload = [data.autoload, data['autoload-dev']].filter(isRecord);
  const psr4: Array<[string, string]> = [];
  for (const a of autoload) {
    if (!isRecord(a['psr-4'])) continue;
    for (const [prefix, dirs] of Object.entries(a['psr-4']).slice(0, 100))
      for (const d of (Array.isArray(dirs) ? dirs : [dirs]).slice(0, 8))
        if (typeof d === 'string') psr4.push([prefix.replace(/^\\/, ''), d]);
  }
  psr4.sort((a, b) => b[0].length - a[0].length);
  const out: RawRef[] = [];
  for (const v of Object.values(data.scripts).slice(0, 500)) {
    for (const item of (Array.isArray(v) ? v : [v]).slice(0, 50)) {
      if (typeof item !== 'string' || !COMPOSER_CALLBACK.test(item.trim())) continue;
      const cls = item.trim().replace(/^\\/, '').split('::')[0]!;
      const at = Math.max(0, text.indexOf(JSON.stringify(item).slice(1, -1)));
      for (const [prefix, dir] of psr4) {
        if (!cls.startsWith(prefix)) continue;
        const rel = cls.slice(prefix.length).replace(/\\/g, '/');
        const base = dir === '' || dir === '.' ? '' : `${withoutTrailingSlashes(dir)}/`;
        out.push({
          kind: 'script-source',
          target: `${base}${rel}.php`,
          start: at,
          end: at + item.length,
          certainty: 'candidate',
        });
        break;
      }
      if (out.length >= MAX_REFS) return out;
    }
  }
  return out;
}

/**
 * A Cargo manifest: the package's build script (`package.build`, `build.rs` beside the manifest by default,
 * none with `build = false`), which cargo compiles and runs before building the package, and the manifests
 * of the workspace's members (`members = ["crates/*"]`), whose build scripts a workspace build runs too.
 */
function cargoRefs(text: string): RawRef[] {
  let data: unknown;
  try {
    data = tomlLib().parse(text);
  } catch {
    return [];
  }
  if (!isRecord(data)) return [];
  const out: RawRef[] = [];
  const ref = (target: string, key: string): RawRef => {
    const at = Math.max(0, text.indexOf(key));
    return { kind: 'tool-config', target, start: at, end: at + key.length, certainty: 'candidate' };
  };
  if (isRecord(data.package)) {
    const build = data.package.build;
    if (typeof build === 'string') out.push(ref(build.replace(/^\.\//, ''), 'build'));
    else if (build !== false) out.push(ref('build.rs', '[package]'));
  }
  const members =
    isRecord(data.workspace) && Array.isArray(data.workspace.members) ? data.workspace.members : [];
  for (const m of members.slice(0, 64))
    if (typeof m === 'string' && !m.startsWith('/') && !m.includes('..'))
      out.push(ref(`${withoutTrailingSlashes(m)}/Cargo.toml`, 'members'));
  return out;
}
