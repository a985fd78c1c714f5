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

export interface LaunchTool {
  /** The tool as labels and documents name it. */
  tool: string;
  /** The command's head words, a regex source without capture groups. */
  head: string;
  /**
   * First arguments (after options) that run the configuration's code; undefined: every invocation does.
   * `''` in the list: the bare command does too (`yarn`, `act`).
   */
  runs?: readonly string[];
  /** The configuration files, relative to the working folder (`*` matches within one path segment, a `**` segment any folders). */
  configs: readonly string[];
  /** Options whose value names the configuration file instead (`docker compose -f dev/compose.yaml up`). */
  fileOptions?: readonly string[];
  /** Options that take a value (skipped when looking for the subcommand). */
  valueOptions?: readonly string[];
  /** Only files whose text contains this are configurations (`//go:generate` in a package's `.go` files). */
  contains?: string;
  /** Configurations named by the arguments, for tools that take package paths (`go generate ./...`). */
  fromArgs?: (args: readonly string[]) => string[];
  /** The head may follow any word (`direnv allow` in the middle of a sentence-like command), not only a command position. */
  anywhere?: boolean;
}

/** `go generate` packages: `./...` is every package below, `./x` one folder, nothing the current one. */
function goPackages(args: readonly string[]): string[] {
  const pkgs = args.filter((a) => /^\.(?:\/|$)/.test(a));
  if (pkgs.length === 0) return ['*.go'];
  return pkgs.slice(0, 8).map((p) => {
    const dir = p.replace(/^\.\/?/, '').replace(/\/$/, '');
    if (dir === '') return '*.go';
    if (dir === '...') return '**/*.go';
    return dir.endsWith('/...') ? `${dir.slice(0, -4)}/**/*.go` : `${dir}/*.go`;
  });
}

export const LAUNCH_TOOLS: readonly LaunchTool[] = [
  // direnv sources `.envrc` (bash) once the folder is allowed.
  {
    tool: 'direnv',
    head: 'direnv',
    runs: ['allow', 'permit', 'grant', 'exec', 'reload'],
    configs: ['.envrc'],
    anywhere: true,
  },
  // The Dev Containers CLI runs the lifecycle commands (`initializeCommand` on the host).
  {
    tool: 'devcontainer',
    head: 'devcontainer',
    runs: ['up', 'build', 'exec', 'run-user-commands', 'set-up'],
    configs: ['.devcontainer/devcontainer.json', '.devcontainer.json'],
    anywhere: true,
  },
  // pre-commit installs and runs the hooks its configuration declares (local hooks are commands).
  { tool: 'pre-commit', head: 'pre-commit|prek', configs: ['.pre-commit-config.yaml'], anywhere: true },
  // just evaluates the justfile's backtick assignments at start-up, then runs a recipe.
  {
    tool: 'just',
    head: 'just',
    configs: ['justfile', 'Justfile', '.justfile'],
    fileOptions: ['-f', '--justfile'],
    valueOptions: ['-d', '--working-directory', '--set'],
  },
  // `code .` opens the folder; VS Code runs `runOn: folderOpen` tasks once automatic tasks are allowed.
  { tool: 'VS Code', head: 'code', runs: ['.', './'], configs: ['.vscode/tasks.json'] },
  {
    tool: 'make',
    head: 'make|gmake',
    configs: ['GNUmakefile', 'makefile', 'Makefile'],
    fileOptions: ['-f', '--file', '--makefile'],
    valueOptions: ['-C', '--directory', '-j', '--jobs', '-I'],
  },
  // npm runs `preinstall`/`install`/`postinstall`/`prepare` on install, the named script on `run`.
  {
    tool: 'npm',
    head: 'npm|pnpm|yarn|bun',
    runs: ['install', 'i', 'ci', 'add', 'run', 'run-script', 'test', 't', 'start', 'rebuild', 'build'],
    configs: ['package.json'],
    valueOptions: ['--prefix', '-C', '--dir', '--filter', '-w', '--workspace'],
  },
  // Compose runs each service's `entrypoint`/`command` in a container, with the volumes it mounts.
  {
    tool: 'docker compose',
    head: 'docker[ \\t]{1,8}compose|docker-compose|podman[ \\t]{1,8}compose|podman-compose',
    runs: ['up', 'run', 'start', 'create', 'restart', 'watch'],
    configs: ['compose.yaml', 'compose.yml', 'docker-compose.yml', 'docker-compose.yaml'],
    fileOptions: ['-f', '--file'],
    valueOptions: ['-p', '--project-name', '--profile', '--env-file', '--project-directory', '--ansi'],
  },
  // `go generate` runs every `//go:generate` directive of the packages named (each a command, no shell).
  {
    tool: 'go generate',
    head: 'go',
    runs: ['generate'],
    configs: [],
    contains: '//go:generate',
    fromArgs: goPackages,
  },
  // Cargo compiles and runs the package's build script (`build.rs`, or `package.build`) before building it.
  {
    tool: 'cargo',
    head: 'cargo',
    runs: ['build', 'b', 'check', 'c', 'test', 't', 'clippy', 'run', 'r', 'bench', 'doc', 'install'],
    configs: ['Cargo.toml'],
    fileOptions: ['--manifest-path'],
    valueOptions: ['-p', '--package', '--target', '--features', '-F', '-j', '--jobs', '--profile'],
  },
  // Composer runs the `scripts` of its events (`post-install-cmd`, `post-autoload-dump`, …) on install/update.
  {
    tool: 'composer',
    head: 'composer',
    runs: [
      'install',
      'i',
      'update',
      'u',
      'upgrade',
      'require',
      'run-script',
      'run',
      'dump-autoload',
      'dumpautoload',
    ],
    configs: ['composer.json'],
    valueOptions: ['-d', '--working-dir'],
  },
  // act runs the repository's GitHub Actions workflows locally, `run:` steps included.
  {
    tool: 'act',
    head: 'act',
    runs: ['', 'push', 'pull_request', 'workflow_dispatch', 'schedule', 'release'],
    configs: ['.github/workflows/*.yml', '.github/workflows/*.yaml'],
    fileOptions: ['-W', '--workflows'],
    valueOptions: [
      '-j',
      '--job',
      '-s',
      '--secret',
      '-e',
      '--eventpath',
      '--env-file',
      '--secret-file',
      '-P',
      '--platform',
      '--container-architecture',
      '--var',
      '--env',
      '--input',
    ],
  },
  // tox runs each environment's `commands` (argv, no shell); nox runs the sessions of `noxfile.py`.
  { tool: 'tox', head: 'tox', configs: ['tox.ini'], fileOptions: ['-c', '--conf'], valueOptions: ['-e'] },
  {
    tool: 'nox',
    head: 'nox',
    configs: ['noxfile.py'],
    fileOptions: ['-f', '--noxfile'],
    valueOptions: ['-s', '--session', '-e'],
  },
  // pytest imports `conftest.py` of the root and test folders before collecting anything, and the plugin
  // modules its configuration's `addopts` names with `-p` (src/analysis/launch-refs.ts).
  {
    tool: 'pytest',
    head: 'pytest|py\\.test|python3?[ \\t]{1,4}-m[ \\t]{1,4}pytest',
    configs: [
      'conftest.py',
      'tests/conftest.py',
      'test/conftest.py',
      'pytest.ini',
      'pyproject.toml',
      'setup.cfg',
    ],
  },
  // Gradle evaluates the settings and build scripts (Groovy or Kotlin) of every invocation.
  {
    tool: 'gradle',
    head: 'gradle|\\./gradlew|gradlew',
    configs: ['settings.gradle', 'settings.gradle.kts', 'build.gradle', 'build.gradle.kts'],
    fileOptions: ['-b', '--build-file', '-c', '--settings-file'],
    valueOptions: ['-p', '--project-dir', '-x', '--exclude-task', '-D', '-P', '--init-script', '-I'],
  },
  // CMake runs the project's CMakeLists.txt (and what it includes) when it configures.
  {
    tool: 'cmake',
    head: 'cmake',
    configs: ['CMakeLists.txt'],
    valueOptions: ['-S', '-B', '-G', '-T', '-A', '-C', '--preset', '--build', '--install', '-D', '-U'],
  },
  // Terraform and OpenTofu evaluate every `.tf` file of the folder (provisioners, external data sources).
  {
    tool: 'terraform',
    head: 'terraform|tofu',
    runs: ['init', 'plan', 'apply', 'validate', 'console', 'refresh', 'import', 'destroy', 'test', 'output'],
    configs: ['*.tf'],
  },
  // Tilt evaluates the Tiltfile (Starlark): its `local` commands run on the host.
  { tool: 'tilt', head: 'tilt', runs: ['up', 'ci', 'down', 'dump', 'args'], configs: ['Tiltfile'] },
  // Bazel evaluates the module and workspace files, and runs repository rules' commands when fetching.
  {
    tool: 'bazel',
    head: 'bazel|bazelisk',
    runs: ['build', 'run', 'test', 'fetch', 'sync', 'query', 'cquery', 'coverage', 'mod'],
    configs: ['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel', 'BUILD', 'BUILD.bazel'],
  },
  // R sources the working folder's `.Rprofile` at start-up (unless told not to: `--vanilla`).
  { tool: 'R', head: 'Rscript|R', configs: ['.Rprofile'] },
  // Mix evaluates mix.exs (Elixir) on every task; Swift evaluates Package.swift on build, run and test.
  { tool: 'mix', head: 'mix', configs: ['mix.exs'] },
  { tool: 'swift', head: 'swift', runs: ['build', 'run', 'test', 'package'], configs: ['Package.swift'] },
  // `pip install .` (and `-e .`) runs the project's setup.py to build it.
  {
    tool: 'pip',
    head: 'pip3?|python3?[ \\t]{1,4}-m[ \\t]{1,4}pip|uv[ \\t]{1,4}pip',
    runs: ['install'],
    configs: [],
    fromArgs: (args) => (args.some((a) => a === '.' || a === './') ? ['setup.py'] : []),
    valueOptions: ['-r', '--requirement', '-c', '--constraint', '-i', '--index-url', '--target', '-t'],
  },
  // rake loads the Rakefile (Ruby) before running a task.
  {
    tool: 'rake',
    head: 'rake|bundle[ \\t]{1,4}exec[ \\t]{1,4}rake',
    configs: ['Rakefile', 'rakefile', 'Rakefile.rb'],
    fileOptions: ['-f', '--rakefile'],
  },
  // Bundler evaluates the Gemfile (Ruby) on every command, and installs what it names (after rake, so
  // `bundle exec rake` is read as rake: one tool per place).
  {
    tool: 'bundler',
    head: 'bundle',
    runs: ['', 'install', 'exec', 'update', 'check', 'lock', 'add', 'outdated'],
    configs: ['Gemfile', 'gems.rb'],
    valueOptions: ['--gemfile', '--path', '--jobs', '-j'],
  },
];

/** One configuration a command makes a tool run. */
export interface ToolRun {
  /** The configuration path as the command implies it (may hold `*` and `**` segments). */
  target: string;
  /** Only files containing this text count (see `LaunchTool.contains`). */
  contains?: string;
  /** Offset of the tool's head in the text. */
  index: number;
}

/**
 * A command position: the line start, after an operator, `$ ` (a prompt) or `sudo`/`env`/`then`/`do`.
 * Heads with `anywhere` may follow any blank. Checked on the few characters before a head match: a
 * lookbehind leading one alternation of every tool cost 1.5 s of CPU on the real corpus (it ran at every
 * position of every file); each tool's head alone starts with its literal, which the engine finds fast.
 */
const POSITION_BEFORE =
  /\n[ \t]{0,8}$|[;&|(`][ \t]{0,4}$|\$[ \t]{1,4}$|\b(?:sudo|then|do|exec|time)[ \t]{1,4}$/;
const LINE_START_BEFORE = /^[ \t]{0,8}$/;
const ANYWHERE_BEFORE = /[\w.-]$/;
/** Enough characters before a head for the longest position pattern (`time` and four blanks, a word boundary). */
const BEFORE_WINDOW = 24;
const HEADS = LAUNCH_TOOLS.map((t) => new RegExp(`(?:${t.head})(?=[ \\t]|$|[;&|)\`])`, 'gm'));

function atPosition(text: string, index: number, anywhere: boolean): boolean {
  const from = Math.max(0, index - BEFORE_WINDOW);
  const before = text.slice(from, index);
  if (anywhere) return !ANYWHERE_BEFORE.test(before);
  return (from === 0 && LINE_START_BEFORE.test(before)) || POSITION_BEFORE.test(before);
}

/** Every tool head at a command position, in text order (the tool's index in LAUNCH_TOOLS, where, how long). */
function headMatches(text: string): Array<{ tool: number; index: number; length: number }> {
  const out: Array<{ tool: number; index: number; length: number }> = [];
  HEADS.forEach((re, tool) => {
    for (const m of text.matchAll(re)) {
      if (out.length >= MAX_HEADS) return;
      if (atPosition(text, m.index, LAUNCH_TOOLS[tool]!.anywhere === true))
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
export function toolRuns(code: string): ToolRun[] {
  const text = code.slice(0, MAX_TEXT);
  const out: ToolRun[] = [];
  for (const h of headMatches(text)) {
    if (out.length >= MAX_RUNS) break;
    const tool = LAUNCH_TOOLS[h.tool];
    if (!tool) continue;
    const rest = /^[^\n;&|)`]{0,1000}/.exec(text.slice(h.index + h.length))![0];
    for (const target of targetsOf(tool, words(rest)))
      out.push({ target, index: h.index, ...(tool.contains ? { contains: tool.contains } : {}) });
  }
  return out;
}

/** The configuration paths of one invocation; none when its subcommand does not run configuration code. */
export function targetsOf(tool: LaunchTool, args: readonly string[]): string[] {
  const named: string[] = [];
  let sub: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < args.length && i < 64; i++) {
    const a = args[i]!;
    const [opt, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, undefined];
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
  if (tool.runs && !tool.runs.includes(sub ?? '')) return [];
  if (named.length > 0) return named.slice(0, 8);
  if (tool.fromArgs) return tool.fromArgs(positional.slice(1));
  return [...tool.configs];
}

/** Shell-like words of one simple command: quotes removed, variables kept as written. */
function words(rest: string): string[] {
  return rest
    .split(/[ \t]+/)
    .map((w) => w.replace(/['"]/g, ''))
    .filter((w) => w !== '' && w !== '\\');
}

/** The configuration paths the commands in `code` make a tool read and run, deduplicated, at most 8. */
export function toolConfigsRun(code: string): ToolRun[] {
  const out = new Map<string, ToolRun>();
  for (const r of toolRuns(code)) {
    if (!out.has(r.target)) out.set(r.target, r);
    if (out.size >= 8) break;
  }
  return [...out.values()];
}

/** A `**` segment for any folders (none included), `*` within one segment: a linear regex over a path. */
export function globRegex(glob: string): RegExp {
  const src = glob
    .split(/(\*\*\/|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:[^/]{1,255}/){0,32}'
        : part === '*'
          ? '[^/]{0,255}'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${src}$`);
}
