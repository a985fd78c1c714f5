import { CONFIG_LAUNCH_TOOLS } from './launch-configs-table.js';
import { DEVTOOL_LAUNCH_TOOLS } from './launch-devtools-table.js';
import { PROCESS_LAUNCH_TOOLS } from './launch-process-table.js';
import { TEST_RUNNER_LAUNCH_TOOLS } from './launch-testers-table.js';
import {
  BUILD_VALUED,
  dockerContext,
  goPackages,
  goRunTargets,
  localPythonProjects,
} from './launch-tool-args.js';
import type { LaunchTool } from './launch-tool-type.js';

export type { LaunchTool };

/**
 * The table of src/analysis/launch-tools.ts: for each tool, which invocations run configuration code and
 * where the configuration is. Data only; the matching is in launch-tools.ts.
 */

/** The npm subcommands that run the project's scripts (install hooks, `run`, `test` …). */
const NPM_RUNS = ['install', 'i', 'ci', 'add', 'run', 'run-script', 'test', 't', 'start', 'rebuild', 'build'];

export const LAUNCH_TOOLS: readonly LaunchTool[] = [
  // Test runners first: their heads look ahead for the subcommand (`go test` before `go generate`'s `go`).
  ...TEST_RUNNER_LAUNCH_TOOLS,
  // Before Bundler and `git config`: `bundle exec pod`, `git submodule` (launch-process-table.ts).
  ...PROCESS_LAUNCH_TOOLS,
  // direnv sources `.envrc` (bash) once the folder is allowed.
  {
    tool: 'direnv',
    head: 'direnv',
    runs: ['allow', 'permit', 'grant', 'exec', 'reload'],
    configs: ['.envrc'],
    anywhere: true,
  },
  // wp-cli loads the PHP files of its configuration's `require:` before every command (wp-cli.local.yml
  // first, then wp-cli.yml): the plugin code runs in the same process, with WordPress loaded.
  {
    tool: 'wp-cli',
    word: true,
    head: 'wp',
    configs: ['wp-cli.local.yml', 'wp-cli.yml'],
    valueOptions: ['--path', '--url', '--user', '--require', '--exec', '--context'],
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
    word: true,
    configs: ['justfile', 'Justfile', '.justfile'],
    fileOptions: ['-f', '--justfile'],
    valueOptions: ['-d', '--working-directory', '--set'],
  },
  // `code .` opens the folder; VS Code runs `runOn: folderOpen` tasks once automatic tasks are allowed.
  // Its settings name programs the extensions run on open (the Python interpreter: launch-configs-refs.ts).
  {
    tool: 'VS Code',
    head: 'code',
    runs: ['.', './'],
    configs: ['.vscode/tasks.json', '.vscode/settings.json'],
  },
  {
    tool: 'make',
    head: 'make|gmake',
    configs: ['GNUmakefile', 'makefile', 'Makefile'],
    fileOptions: ['-f', '--file', '--makefile'],
    dirOptions: ['-C', '--directory'],
    valueOptions: ['-j', '--jobs', '-I'],
  },
  // npm runs `preinstall`/`install`/`postinstall`/`prepare` on install, the named script on `run`. The
  // project's `.npmrc` / `.yarnrc.yml` / `.yarnrc` choose the registry it installs from, and Yarn runs the
  // release file `yarnPath` names in place of itself (src/analysis/launch-refs.ts).
  {
    tool: 'npm',
    head: 'npm',
    runs: NPM_RUNS,
    configs: ['package.json', '.npmrc'],
    dirOptions: ['--prefix', '-C'],
    valueOptions: ['-w', '--workspace'],
  },
  // pnpm also loads the project's `.pnpmfile.cjs` (`.pnpmfile.mjs`) on every install and update: its
  // `readPackage`/`afterAllResolved` hooks run in pnpm's process (launch-devtools-table.ts has the rest).
  {
    tool: 'pnpm',
    head: 'pnpm',
    runs: [
      ...NPM_RUNS,
      'update',
      'up',
      'upgrade',
      'remove',
      'rm',
      'uninstall',
      'un',
      'dedupe',
      'import',
      'fetch',
    ],
    configs: ['package.json', '.npmrc', '.pnpmfile.cjs', '.pnpmfile.mjs'],
    dirOptions: ['-C', '--dir', '--prefix'],
    valueOptions: ['--filter', '-F', '-w', '--workspace'],
  },
  // Bun reads its registry and scopes from `bunfig.toml` too.
  {
    tool: 'bun',
    head: 'bun',
    runs: ['install', 'i', 'ci', 'add', 'run', 'test', 'build'],
    configs: ['package.json', '.npmrc', 'bunfig.toml'],
    dirOptions: ['--cwd'],
    valueOptions: ['--filter'],
  },
  {
    tool: 'yarn',
    head: 'yarn',
    runs: ['install', 'i', 'ci', 'add', 'run', 'run-script', 'test', 't', 'start', 'rebuild', 'build'],
    configs: ['package.json', '.npmrc', '.yarnrc.yml', '.yarnrc'],
    everyInvocation: ['.yarnrc.yml', '.yarnrc'],
    dirOptions: ['--cwd'],
    valueOptions: ['--filter', '-w', '--workspace'],
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
  // `go run` compiles and runs a local package or files (before `go generate`: one tool per place, and this
  // head only matches before `run`).
  {
    tool: 'go run',
    head: 'go(?=[ \\t]{1,4}run[ \\t])',
    runs: ['run'],
    configs: [],
    valueOptions: ['-C', '-exec', '-ldflags', '-gcflags', '-tags', '-mod', '-modfile', '-o', '-p', '-pgo'],
    fromArgs: goRunTargets,
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
    // `.cargo/config.toml`: wrappers, runners, linkers and aliases (src/analysis/build-configs-toml.ts).
    configs: ['Cargo.toml', '.cargo/config.toml', '.cargo/config'],
    fileOptions: ['--manifest-path'],
    valueOptions: ['-p', '--package', '--target', '--features', '-F', '-j', '--jobs', '--profile'],
    // `cargo run` then runs the package's binary: an MCP server launched so is that source.
    program: { runs: ['run', 'r'], files: ['src/main.rs', 'src/bin/*.rs'] },
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
    dirOptions: ['-d', '--working-dir'],
  },
  // act runs the repository's GitHub Actions workflows locally, `run:` steps included.
  {
    tool: 'act',
    word: true,
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
  {
    tool: 'tox',
    head: 'tox',
    configs: ['tox.ini'],
    fileOptions: ['-c', '--conf'],
    valueOptions: ['-e'],
    tests: true,
  },
  {
    tool: 'nox',
    head: 'nox',
    configs: ['noxfile.py'],
    fileOptions: ['-f', '--noxfile'],
    valueOptions: ['-s', '--session', '-e'],
    tests: true,
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
    tests: true,
  },
  // Gradle evaluates the settings and build scripts (Groovy or Kotlin) of every invocation, builds `buildSrc`
  // first (its own build script), and runs the precompiled script plugins of buildSrc or an included build
  // (`src/main/kotlin/*.gradle.kts`, applied by `id("name")`) in each project that applies them.
  {
    tool: 'gradle',
    head: 'gradle|\\./gradlew|gradlew',
    configs: [
      'settings.gradle',
      'settings.gradle.kts',
      'build.gradle',
      'build.gradle.kts',
      '**/src/main/kotlin/**/*.gradle.kts',
      '**/src/main/groovy/**/*.gradle',
      'buildSrc/build.gradle.kts',
      '*/build.gradle.kts',
    ],
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
    configs: ['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel', 'BUILD', 'BUILD.bazel', '.bazelrc'],
  },
  // dune runs the actions of the rules it builds (`(system …)`, `(run …)`) from every folder's `dune` file.
  {
    tool: 'dune',
    head: 'dune|opam[ \\t]{1,4}exec[ \\t]{1,4}--[ \\t]{1,4}dune',
    runs: ['build', 'b', 'test', 'runtest', 'exec', 'install', 'fmt', 'promote'],
    configs: ['dune', '**/dune'],
  },
  // R sources the working folder's `.Rprofile` at start-up (unless told not to: `--vanilla`).
  {
    tool: 'R',
    head: 'Rscript|R(?=[ \\t]{1,4}(?:CMD|-e|-f|-q|--))',
    configs: ['.Rprofile'],
  },
  // Mix evaluates mix.exs (Elixir) on every task; Swift evaluates Package.swift on build, run and test.
  { tool: 'mix', head: 'mix', configs: ['mix.exs'], word: true },
  { tool: 'swift', head: 'swift', runs: ['build', 'run', 'test', 'package'], configs: ['Package.swift'] },
  // `pip install .` (and `-e .`) builds the project: its setup.py, or the PEP 517 backend and build hooks
  // pyproject.toml names (src/analysis/launch-configs-refs.ts).
  {
    tool: 'pip',
    head: 'pip3?|python3?[ \\t]{1,4}-m[ \\t]{1,4}pip|uv[ \\t]{1,4}pip',
    runs: ['install', 'wheel'],
    configs: [],
    fromArgs: localPythonProjects,
    valueOptions: ['-r', '--requirement', '-c', '--constraint', '-i', '--index-url', '--target', '-t'],
  },
  // `uv tool install ./tools/x` / `pipx install -e ./tools/x` build the project there and put its console
  // scripts on the PATH (pyproject.toml's `[project.scripts]`, src/analysis/launch-configs-refs.ts).
  {
    tool: 'uv',
    head: 'uv[ \\t]{1,4}tool|pipx',
    runs: ['install', 'run'],
    configs: [],
    fromArgs: localPythonProjects,
    valueOptions: ['--python', '--with', '--from', '-p', '--index-url', '--spec'],
  },
  // Maven runs the plugins the POM binds to the phases it runs (exec, antrun).
  {
    tool: 'maven',
    head: 'mvn|\\./mvnw|mvnw',
    configs: ['pom.xml', '.mvn/maven.config'],
    fileOptions: ['-f', '--file'],
  },
  // `deno task NAME` runs the task's command from deno.json.
  { tool: 'deno task', head: 'deno', runs: ['task'], configs: ['deno.json', 'deno.jsonc'] },
  // Task (go-task) runs the Taskfile's `cmds`.
  {
    tool: 'task',
    head: 'task|go-task',
    word: true,
    configs: ['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml', 'taskfile.yaml'],
    fileOptions: ['-t', '--taskfile'],
    dirOptions: ['-d', '--dir'],
  },
  // Nix runs the shell's `shellHook` on entering it, and a derivation's phases when building it.
  {
    tool: 'nix',
    head: 'nix-shell|nix[ \\t]{1,4}(?:develop|shell|build|run)',
    configs: ['shell.nix', 'default.nix', 'flake.nix'],
  },
  // rake loads the Rakefile (Ruby) before running a task.
  {
    tool: 'rake',
    head: 'rake|bundle[ \\t]{1,4}exec[ \\t]{1,4}rake',
    configs: ['Rakefile', 'rakefile', 'Rakefile.rb'],
    fileOptions: ['-f', '--rakefile'],
  },
  // Jekyll requires every `_plugins/*.rb` of the site before it builds or serves (generators, hooks such as
  // `:site, :post_write`); before bundler, so `bundle exec jekyll build` is read as Jekyll.
  {
    tool: 'jekyll',
    head: 'jekyll|bundle[ \\t]{1,4}exec[ \\t]{1,4}jekyll',
    runs: ['build', 'b', 'serve', 's', 'server', 'doctor'],
    configs: ['_plugins/*.rb', '_plugins/*/*.rb'],
    valueOptions: ['-s', '--source', '-d', '--destination', '--config'],
  },
  // Bundler evaluates the Gemfile (Ruby) on every command, and installs what it names (after rake, so
  // `bundle exec rake` is read as rake: one tool per place).
  {
    tool: 'bundler',
    head: 'bundle',
    runs: ['', 'install', 'exec', 'update', 'check', 'lock', 'add', 'outdated'],
    // `.bundle/config` (the project's settings: mirrors of gem sources) is read by every command too.
    configs: ['Gemfile', 'gems.rb', '.bundle/config'],
    valueOptions: ['--gemfile', '--path', '--jobs', '-j'],
  },
  // `brew bundle` evaluates the Brewfile as Ruby (Homebrew::Bundle::Dsl: `instance_eval`) before installing.
  {
    tool: 'brew bundle',
    head: 'brew',
    runs: ['bundle'],
    configs: ['Brewfile', '.Brewfile'],
    fileOptions: ['--file'],
  },
  // `docker build` runs the Dockerfile's RUN steps on this machine, with the secrets `--secret` maps in
  // (src/analysis/build-dockerfile.ts); the Dockerfile is `-f`'s, else the context folder's.
  {
    tool: 'docker build',
    head: 'docker(?:[ \\t]{1,8}(?:buildx|image|builder))?|podman|buildah|nerdctl',
    runs: ['build', 'bud'],
    configs: ['Dockerfile', 'Containerfile'],
    fileOptions: ['-f', '--file'],
    valueOptions: BUILD_VALUED,
    fromArgs: dockerContext,
  },
  ...CONFIG_LAUNCH_TOOLS,
  ...DEVTOOL_LAUNCH_TOOLS,
];
