import { taskfileLocalIncludes } from './build-configs-scripts.js';
import { parseJson, withoutJsonComments } from './build-json.js';
import { isRecord } from './records.js';
import type { RawRef } from './references.js';
import { pythonModuleFiles, withoutTrailingSlashes } from './repo-paths.js';
import { tomlStrings } from './toml-lines.js';

/**
 * More of what a tool configuration makes the tool run (beside src/analysis/launch-refs.ts), as references
 * for the graph:
 * - pyproject.toml: the PEP 517 build backend when it is in the tree (`backend-path` + `build-backend`),
 *   and the build hooks of Hatchling (`hatch_build.py`), PDM (`pdm_build.py`) and Poetry (`build.py`), which
 *   `pip install .` / `pip install -e .` import and call;
 * - mkdocs.yml: the `hooks:` modules and `!!python/name:` tags `mkdocs build` imports, and mkdocs-macros'
 *   module (`main.py` unless `module_name` says otherwise);
 * - package.json: local dependencies (`file:`/`link:` paths) and workspaces, whose install scripts
 *   `npm install` runs;
 * - `.vscode/settings.json`: programs the editor's extensions run when the folder opens (the Python
 *   interpreter, git, the ESLint runtime, terminal profiles), relative to the workspace folder;
 * - a Taskfile's local `includes:`; a rockspec's `build.type = "make"` (the Makefile);
 * - a Gemfile's `gemspec` line: Bundler evaluates the folder's `*.gemspec` (Ruby) on every command.
 * - bunfig.toml: the `preload` modules Bun runs before every `bun run`, and `[test] preload` before tests.
 * - a YAML/JSON `.mocharc`: the `require` modules Mocha loads before the tests (root hooks, fixtures), and
 *   the `spec` files it loads as tests when the command names none.
 * - a PowerShell module manifest (`*.psd1`): `Import-Module` runs its `ScriptsToProcess` in the caller's
 *   session and loads its `RootModule` and `NestedModules`, whose module-level code runs at the import.
 * Pure: text in, references out; bounded.
 */

const PYPROJECT = /(?:^|\/)pyproject\.toml$/;
const MKDOCS = /(?:^|\/)mkdocs\.ya?ml$/;
const PACKAGE_JSON = /(?:^|\/)package\.json$/;
const VSCODE_SETTINGS = /(?:^|\/)\.vscode\/settings\.json$/;
const TASKFILE = /(?:^|\/)[Tt]askfile(?:\.dist)?\.ya?ml$/;
const ROCKSPEC = /\.rockspec$/;
const GEMFILE = /(?:^|\/)(?:Gemfile|gems\.rb)$/;
const BUNFIG = /(?:^|\/)bunfig\.toml$/;
const MOCHARC = /(?:^|\/)\.mocharc\.(?:ya?ml|jsonc?)$/;
const MAVEN_CONFIG = /(?:^|\/)\.mvn\/maven\.config$/;
/** wp-cli's project configuration: every `wp` command loads the PHP files its `require:` names first. */
const WP_CLI = /(?:^|\/)wp-cli(?:\.local)?\.ya?ml$/;
const PS_MANIFEST = /\.psd1$/i;
/** PHPUnit's configuration: its `bootstrap` PHP file is included before any test runs. */
const PHPUNIT = /(?:^|\/)phpunit(?:\.xml(?:\.dist)?|\.dist\.xml)$/;
const MAX_REFS = 128;

/** True for the files `moreConfigRefs` reads. */
export function isMoreLaunchConfig(path: string): boolean {
  return [
    PYPROJECT,
    MKDOCS,
    PACKAGE_JSON,
    VSCODE_SETTINGS,
    TASKFILE,
    ROCKSPEC,
    GEMFILE,
    BUNFIG,
    MOCHARC,
    MAVEN_CONFIG,
    WP_CLI,
    PS_MANIFEST,
    PHPUNIT,
  ].some((re) => re.test(path));
}

export function moreConfigRefs(path: string, text: string): RawRef[] {
  const head = text.slice(0, 256 * 1024);
  const refs = PYPROJECT.test(path)
    ? buildBackendRefs(head)
    : MKDOCS.test(path)
      ? mkdocsRefs(head)
      : PACKAGE_JSON.test(path)
        ? localPackageRefs(head)
        : VSCODE_SETTINGS.test(path)
          ? editorProgramRefs(head)
          : TASKFILE.test(path)
            ? taskfileLocalIncludes(head).map((t) => toolRef(head, t, 'includes'))
            : ROCKSPEC.test(path) && /\btype[ \t]{0,4}=[ \t]{0,4}["']make["']/.test(head)
              ? [toolRef(head, 'Makefile', 'make')]
              : GEMFILE.test(path)
                ? gemspecRefs(head)
                : BUNFIG.test(path)
                  ? bunPreloads(head)
                  : MOCHARC.test(path)
                    ? mochaRequires(path, head)
                    : MAVEN_CONFIG.test(path)
                      ? mavenSettingsRefs(head)
                      : WP_CLI.test(path)
                        ? yamlRequireList(head).map((n) => toolRef(head, n, 'require', 'script-source'))
                        : PS_MANIFEST.test(path)
                          ? manifestModuleRefs(head)
                          : PHPUNIT.test(path)
                            ? phpunitBootstrap(head)
                            : [];
  return refs.slice(0, MAX_REFS);
}

/**
 * `.mvn/maven.config` holds options every `mvn`/`./mvnw` run gets: `--settings FILE` (`-s`) and
 * `--global-settings FILE` (`-gs`) name the settings file, whose mirrors and repositories decide where
 * every artifact is downloaded from (relative to the project folder).
 */
function mavenSettingsRefs(text: string): RawRef[] {
  const out: RawRef[] = [];
  const words = text.split(/\s+/).slice(0, 200);
  for (let i = 0; i < words.length && out.length < 4; i++) {
    const w = words[i]!;
    const inline = /^--(?:global-)?settings=(.{1,300})$/.exec(w)?.[1];
    const next = /^(?:-s|--settings|-gs|--global-settings)$/.test(w) ? words[i + 1] : undefined;
    const file = (inline ?? next)?.replace(/^["']|["']$/g, '').replace(/^\.\//, '');
    if (file && !/^[~/$]/.test(file)) out.push(toolRef(text, file, w));
  }
  return out;
}

function toolRef(text: string, target: string, key: string, kind: RawRef['kind'] = 'tool-config'): RawRef {
  const at = Math.max(0, text.indexOf(key));
  return { kind, target, start: at, end: at + key.length, certainty: 'candidate' };
}

/** `<phpunit bootstrap="tests/bootstrap.php">`: PHPUnit includes that file (relative to the configuration) first. */
function phpunitBootstrap(text: string): RawRef[] {
  const m = /<phpunit\b[^>]{0,4000}?\bbootstrap[ \t\n]{0,4}=[ \t\n]{0,4}["']([^"'\n<>]{1,300})["']/.exec(
    text,
  );
  const file = m?.[1]?.trim().replace(/^\.\//, '');
  if (!m || !file || /^[/~$]|^[A-Za-z]:/.test(file)) return [];
  const at = m.index + m[0].lastIndexOf(m[1]!);
  return [{ kind: 'script-source', target: file, start: at, end: at + m[1]!.length, certainty: 'candidate' }];
}

/** bunfig.toml `preload` (every `bun run`) and `[test] preload` (`bun test`): modules Bun runs first. */
function bunPreloads(text: string): RawRef[] {
  const out: RawRef[] = [];
  for (const s of tomlStrings(text)) {
    const k = s.key.join('.');
    if ((k === 'preload' || k === 'test.preload') && out.length < 16)
      out.push(toolRef(text, s.value.replace(/^\.\//, ''), 'preload'));
  }
  return out;
}

/**
 * A `.mocharc`'s `require` modules (a string or a list, JSON or YAML): Mocha loads each before the tests.
 * A package name (`ts-node/register`) resolves to no file of the tree and stays unresolved.
 */
function mochaRequires(path: string, text: string): RawRef[] {
  const named: string[] = [];
  const specs: string[] = [];
  let recursive = false;
  if (/\.jsonc?$/.test(path)) {
    const data = parseJson(withoutJsonComments(text));
    const req = isRecord(data) ? data.require : undefined;
    for (const r of Array.isArray(req) ? req : [req]) if (typeof r === 'string') named.push(r);
    const spec = isRecord(data) ? data.spec : undefined;
    for (const s of Array.isArray(spec) ? spec : [spec]) if (typeof s === 'string') specs.push(s);
    recursive = isRecord(data) && data.recursive === true;
  } else {
    named.push(...yamlRequireList(text));
    specs.push(...yamlList(text, YAML_SPEC));
    recursive = /^recursive[ \t]{0,8}:[ \t]{0,8}true\b/m.test(text);
  }
  return [
    ...cleaned(named).map((n) => toolRef(text, n, 'require')),
    ...cleaned(specs)
      .filter((s) => !/^[/~$]|^[A-Za-z]:/.test(s))
      .map((s) => toolRef(text, mochaSpec(s, recursive), 'spec', 'script-source')),
  ];
}

/** A spec as Mocha loads it: a file or glob as written, a folder's `.js`/`.cjs`/`.mjs` files (below it with `recursive`). */
function mochaSpec(spec: string, recursive: boolean): string {
  const p = withoutTrailingSlashes(spec);
  if (/\.[cm]?[jt]sx?$|\*/.test(p)) return p;
  return recursive ? `${p}/**/*.{js,cjs,mjs}` : `${p}/*.{js,cjs,mjs}`;
}

const YAML_REQUIRE = /^require[ \t]{0,8}:[ \t]{0,8}(.{0,300})$/m;
const YAML_SPEC = /^spec[ \t]{0,8}:[ \t]{0,8}(.{0,300})$/m;

/**
 * The items of a top-level YAML `require:` key — a string, a flow list or a block list (the `- item` lines right
 * under the key, up to the first line that is not one): `.mocharc.yml`, `wp-cli.yml`.
 */
function yamlRequireList(text: string): string[] {
  return yamlList(text, YAML_REQUIRE);
}

/** The items of the top-level YAML key `key` matches (its value captured): a string, a flow list or a block list. */
function yamlList(text: string, key: RegExp): string[] {
  const named: string[] = [];
  const m = key.exec(text);
  const inline = m?.[1]?.trim() ?? '';
  if (inline.startsWith('[')) named.push(...inline.slice(1, -1).split(','));
  else if (inline !== '') named.push(inline);
  else if (m) {
    for (const line of text.slice(m.index + m[0].length + 1).split('\n', 32)) {
      const item = /^[ \t]{0,16}-[ \t]{1,8}(.{1,300})$/.exec(line);
      if (!item) break;
      named.push(item[1]!);
    }
  }
  return cleaned(named);
}

function cleaned(named: readonly string[]): string[] {
  return named
    .map((n) =>
      n
        .trim()
        .replace(/^["']|["']$/g, '')
        .replace(/^\.\//, ''),
    )
    .filter((n) => n !== '' && !n.startsWith('#'))
    .slice(0, 16);
}

/**
 * The gemspec a Gemfile's `gemspec` line loads: Bundler evaluates it as Ruby (`eval` of the file) on
 * `bundle install` and `bundle exec`. `path:` names its folder, `name:` the file; else every `*.gemspec`
 * of the Gemfile's folder.
 */
function gemspecRefs(text: string): RawRef[] {
  const m = /^[ \t]{0,16}gemspec\b([^\n#]{0,300})/m.exec(text);
  if (!m) return [];
  const args = m[1]!;
  const path = /\bpath:[ \t]{0,4}["']([^"'\n]{1,200})["']/.exec(args)?.[1];
  const name = /\bname:[ \t]{0,4}["']([\w.-]{1,100})["']/.exec(args)?.[1];
  const dir = path === undefined ? '' : withoutTrailingSlashes(path.replace(/^\.\/?/, ''));
  const file = name === undefined ? '*.gemspec' : `${name}.gemspec`;
  return [toolRef(text, dir === '' ? file : `${dir}/${file}`, 'gemspec')];
}

/**
 * The PowerShell files a module manifest makes `Import-Module` run: `RootModule` (or the older
 * `ModuleToProcess`), every `NestedModules` entry and every `ScriptsToProcess` script, as a string or an
 * `@('a', 'b')` list, relative to the manifest; `.ps1`/`.psm1` paths only (a `.dll` or a module by name is
 * not the tree's code).
 */
function manifestModuleRefs(text: string): RawRef[] {
  const out: RawRef[] = [];
  const keys =
    /^[ \t]{0,16}(RootModule|ModuleToProcess|NestedModules|ScriptsToProcess)[ \t]{0,8}=[ \t]{0,8}([^\n]{1,600})/gim;
  for (const m of text.matchAll(keys)) {
    for (const q of m[2]!.matchAll(/["']([^"'\n]{1,200})["']/g)) {
      const path = q[1]!.replace(/\\/g, '/').replace(/^\.\//, '');
      if (out.length >= 16 || !/\.psm?1$/i.test(path) || /^[A-Za-z]:|^\//.test(path)) continue;
      const at = m.index + m[0].indexOf(q[0]);
      out.push({
        kind: 'script-source',
        target: path,
        start: at,
        end: at + q[0].length,
        certainty: 'candidate',
      });
    }
  }
  return out;
}

/** A dotted module name's files under `dir`: `a.b` → `dir/a/b.py`, `dir/a/b/__init__.py`. */
function moduleFiles(dir: string, name: string): string[] {
  if (!/^[A-Za-z_][\w.]{0,200}$/.test(name)) return [];
  const base = `${dir === '' || dir === '.' ? '' : `${withoutTrailingSlashes(dir.replace(/^\.\//, ''))}/`}${name.replace(/\./g, '/')}`;
  return pythonModuleFiles(base);
}

function buildBackendRefs(text: string): RawRef[] {
  const out: RawRef[] = [];
  let backend: string | undefined;
  const paths: string[] = [];
  const custom: string[] = [];
  const scripts: string[] = [];
  const roots: string[] = [];
  for (const s of tomlStrings(text)) {
    const k = s.key.join('.');
    if (k === 'build-system.build-backend') backend = s.value.split(':')[0];
    else if (k === 'build-system.backend-path') paths.push(s.value);
    else if (/^tool\.hatch\.(?:build(?:\.targets\.[\w-]+)?|metadata)\.hooks\.custom\.path$/.test(k))
      custom.push(s.value);
    else if (k === 'tool.poetry.build.script' || k === 'tool.poetry.build') custom.push(s.value);
    else if (k === 'tool.pdm.build.custom-hook') custom.push(s.value);
    else if (/^(?:project\.(?:gui-)?scripts|tool\.poetry\.scripts)\.[\w.-]{1,100}$/.test(k))
      scripts.push(s.value);
    else if (k === 'tool.setuptools.packages.find.where') roots.push(s.value);
  }
  // Console scripts (`doclint = "doclint.cli:main"`): the module each command runs, in the project folder
  // or its `src/` layout (or the folders setuptools is told to look in).
  for (const entry of scripts.slice(0, 16)) {
    const module = entry.split(':')[0]!.trim();
    for (const dir of new Set(['', 'src', ...roots.slice(0, 4)]))
      for (const f of moduleFiles(dir, module)) out.push(toolRef(text, f, entry));
  }
  // The backend module, searched in each in-tree path (pip puts them first on sys.path).
  if (backend !== undefined)
    for (const dir of paths.slice(0, 8))
      for (const f of moduleFiles(dir, backend)) out.push(toolRef(text, f, 'backend-path'));
  // Hatchling's custom hook table with no `path` uses `hatch_build.py`.
  if (
    custom.length === 0 &&
    /^[ \t]{0,8}\[tool\.hatch\.(?:build(?:\.targets\.[\w-]{1,60})?|metadata)\.hooks\.custom\]/m.test(text)
  )
    custom.push('hatch_build.py');
  // pdm-backend runs `pdm_build.py` whenever it exists.
  if (backend?.startsWith('pdm.backend')) custom.push('pdm_build.py');
  for (const f of custom.slice(0, 8))
    if (/^[^/~$]{1,300}\.py$/.test(f)) out.push(toolRef(text, f, f.replace(/^\.\//, '')));
  return out;
}

/** `hooks:` items (block or flow list), `!!python/name:` tags, mkdocs-macros' module. */
function mkdocsRefs(text: string): RawRef[] {
  const out: RawRef[] = [];
  const block = /^hooks:[ \t]*\n((?:[ \t]{0,8}-[ \t]{1,8}[^\n]{1,300}\n?|[ \t]*#[^\n]{0,300}\n){1,64})/m.exec(
    text,
  );
  const flow = /^hooks:[ \t]*\[([^\]\n]{1,2000})\]/m.exec(text);
  const items = block
    ? [...block[1]!.matchAll(/-[ \t]{1,8}["']?([^\s"'#]{1,300})/g)].map((m) => m[1]!)
    : flow
      ? flow[1]!.split(',').map((s) => s.trim().replace(/^["']|["']$/g, ''))
      : [];
  for (const item of items.slice(0, 32))
    if (/\.py$/.test(item)) out.push(toolRef(text, item, item, 'script-source'));
  for (const m of text.matchAll(/!!python\/(?:name|object(?:\/apply)?):([A-Za-z_][\w.]{0,200})/g)) {
    if (out.length >= 64) break;
    const module = m[1]!.split('.').slice(0, -1).join('.');
    if (module !== '') for (const f of moduleFiles('', module)) out.push(toolRef(text, f, m[0]));
  }
  if (/^[ \t]{0,12}-[ \t]{1,4}macros\b/m.test(text)) {
    const name = /^[ \t]{2,16}module_name:[ \t]{0,4}["']?([\w./-]{1,200})/m.exec(text)?.[1] ?? 'main';
    for (const f of pythonModuleFiles(name)) out.push(toolRef(text, f, 'macros'));
  }
  return out;
}

/** Local dependencies and workspaces of a package.json, each as its package.json. */
function localPackageRefs(text: string): RawRef[] {
  const data = parseJson(text);
  if (!isRecord(data)) return [];
  const out: RawRef[] = [];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const deps = data[field];
    if (!isRecord(deps)) continue;
    for (const spec of Object.values(deps).slice(0, 500)) {
      if (typeof spec !== 'string') continue;
      // `file:./tools/x`, `link:../shared`, or a bare relative path; a tarball has no scripts to follow.
      const m = /^(?:file:|link:)([^\s#/~$][^\s#]{0,300})$|^(\.{1,2}\/[^\s#]{0,300})$/.exec(spec);
      const spec2 = m?.[1] ?? m?.[2];
      const dir = spec2 === undefined ? undefined : withoutTrailingSlashes(spec2.replace(/^\.\//, ''));
      if (!dir || /\.(?:tgz|tar\.gz|tar)$/.test(dir)) continue;
      if (out.length < MAX_REFS) out.push(toolRef(text, `${dir === '.' ? '' : `${dir}/`}package.json`, spec));
    }
  }
  const ws = Array.isArray(data.workspaces)
    ? data.workspaces
    : isRecord(data.workspaces) && Array.isArray(data.workspaces.packages)
      ? data.workspaces.packages
      : [];
  for (const w of ws.slice(0, 64))
    if (typeof w === 'string' && !w.startsWith('!') && !w.includes('..') && !w.startsWith('/'))
      out.push(toolRef(text, `${withoutTrailingSlashes(w.replace(/^\.\//, ''))}/package.json`, 'workspaces'));
  return out;
}

/** Settings naming a program an extension runs when the folder opens (or a terminal starts). */
const PROGRAM_SETTINGS =
  /^(?:python\.defaultInterpreterPath|python\.pythonPath|git\.path|eslint\.runtime|terminal\.integrated\.(?:shell\.(?:linux|osx)|profiles\.(?:linux|osx)))$/;

function editorProgramRefs(text: string): RawRef[] {
  const data = parseJson(withoutJsonComments(text));
  if (!isRecord(data)) return [];
  const out: RawRef[] = [];
  const add = (value: unknown) => {
    if (typeof value !== 'string' || out.length >= 16) return;
    const m = /^(?:\$\{workspaceFolder\}\/|\.\/)?([^\s$~/][^\s$]{0,300})$/.exec(value);
    if (!m || !m[1]!.includes('/') || m[1]!.includes('..')) return;
    // Relative to the workspace folder, which holds `.vscode/`.
    out.push(toolRef(text, `../${m[1]}`, value, 'script-source'));
  };
  for (const [key, value] of Object.entries(data).slice(0, 500)) {
    if (!PROGRAM_SETTINGS.test(key)) continue;
    if (isRecord(value)) {
      // Terminal profiles: `{ "name": { "path": "…" } }`.
      for (const p of Object.values(value).slice(0, 32)) if (isRecord(p)) add(p.path);
    } else add(value);
  }
  return out;
}
