import { isGitBoolean } from './git-programs.js';
import { MOCHA_CONFIGS, MOCHA_VALUE_OPTIONS, mochaFiles } from './launch-testers-table.js';
import type { LaunchTool } from './launch-tool-type.js';
import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * More rows of the launch-tool table (src/analysis/launch-tool-table.ts): developer tools whose ordinary
 * commands import or run a configuration file of the project — a linter, test runner or bundler config
 * that is a JavaScript module, a docs builder's Python configuration or hooks, Python project scripts and
 * build backends, mise, LuaRocks. Data only; matching is src/analysis/launch-tools.ts, what else each
 * configuration makes the tool run is src/analysis/launch-configs-refs.ts, and how its commands are read
 * is src/analysis/build-configs-toml.ts and build-configs-scripts.ts.
 */

/** A JavaScript config module under each extension Node tools load (`eslint.config.mjs`, `.ts` with a loader). */
function jsConfigs(...bases: string[]): string[] {
  return bases.flatMap((b) => ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((e) => `${b}.${e}`));
}

/** `sphinx-build [opts] SOURCEDIR OUTDIR`: the configuration is SOURCEDIR's `conf.py` (`-c` is the folder's). */
function sphinxConf(_rest: readonly string[], all: readonly string[]): string[] {
  const src = all[0];
  if (src === undefined || /^[a-z]{2,10}:\/\//i.test(src)) return [];
  const dir = withoutTrailingSlashes(src.replace(/^\.\/?/, ''));
  return [dir === '' ? 'conf.py' : `${dir}/conf.py`];
}

/** `luarocks make [x.rockspec]`: the rockspec named, else the one in the working folder. */
function rockspec(rest: readonly string[]): string[] {
  const named = rest.filter((a) => a.endsWith('.rockspec'));
  return named.length > 0 ? named.slice(0, 4) : ['*.rockspec'];
}

/**
 * The hooks git runs from a hooks folder (githooks(5)): every `pre-*` and `post-*` hook, the message hooks
 * and the two that run on every ref update and status. Patterns, so a folder's hooks stay within the
 * launch-tool table's eight targets per command.
 */
const GIT_HOOKS = [
  'pre-*',
  'post-*',
  'commit-msg',
  'prepare-commit-msg',
  'reference-transaction',
  'fsmonitor-watchman',
];

/** The hook files git runs from a hooks folder. */
const hooksIn = (dir: string): string[] => GIT_HOOKS.map((h) => `${dir}/${h}`);

/**
 * `git config KEY VALUE` (`--local` by default: `.git/config`): `core.hooksPath DIR` makes git run DIR's
 * hooks on commits, checkouts, merges and pushes; `core.fsmonitor PROGRAM` runs PROGRAM on every status;
 * `include.path FILE` makes git read FILE's settings (its filters and drivers: build-gitconfig.ts). A
 * relative include is resolved from `.git/`, so `../x` is the repository's `x`; paths in the home folder or
 * absolute ones are outside the tree.
 */
function gitConfigTargets(rest: readonly string[]): string[] {
  const key = rest[0]?.toLowerCase();
  const value = rest[1];
  if (!key || !value || /^[~/$]/.test(value)) return [];
  const path = value.replace(/^\.\//, '');
  if (key === 'core.hookspath') {
    const dir = withoutTrailingSlashes(path);
    return dir === '' || dir === '.' ? [] : hooksIn(dir);
  }
  if (key === 'core.fsmonitor') return isGitBoolean(path) ? [] : [path];
  if (key === 'include.path' || /^includeif\..{1,256}\.path$/.test(key)) return [path.replace(/^\.\.\//, '')];
  return [];
}

const PYPROJECT = ['pyproject.toml', 'setup.py'];
const MISE_CONFIGS = [
  '.mise.toml',
  'mise.toml',
  '.mise/config.toml',
  'mise/config.toml',
  '.config/mise.toml',
  '.config/mise/config.toml',
  'mise.local.toml',
  '.mise.local.toml',
];

export const CONFIG_LAUNCH_TOOLS: readonly LaunchTool[] = [
  // aider runs its configuration's `lint-cmd` after every edit and `test-cmd` on tests (build-hook-configs.ts);
  // it reads `.aider.conf.yml` from the git root and the working folder whatever it is asked.
  { tool: 'aider', head: 'aider', configs: ['.aider.conf.yml'] },
  // `lefthook install` writes git hooks that run the configuration's commands on every commit, checkout, push.
  {
    tool: 'lefthook',
    head: 'lefthook|npx lefthook|bunx lefthook',
    runs: ['install', 'run', 'add'],
    configs: ['lefthook.yml', '.lefthook.yml', 'lefthook-local.yml', 'lefthook.yaml', '.lefthook.yaml'],
  },
  // MSBuild runs the project's `Exec` tasks (and those of Directory.Build.props/targets) on build, test, run.
  {
    tool: 'dotnet',
    head: 'dotnet|msbuild',
    runs: ['build', 'run', 'test', 'restore', 'publish', 'pack', 'msbuild', 'watch'],
    // NuGet.Config beside the project chooses the feeds `restore` (and every build) downloads packages from.
    configs: [
      '*.csproj',
      '*.fsproj',
      '*.vbproj',
      'Directory.Build.props',
      'Directory.Build.targets',
      'NuGet.Config',
      'nuget.config',
      'NuGet.config',
    ],
    valueOptions: ['-c', '--configuration', '-f', '--framework', '-r', '--runtime', '-o', '--output', '-p'],
  },
  // husky (`"prepare": "husky"`, `husky install`) points git's hooks path at `.husky/`, whose hook files then
  // run on commits, pushes and checkouts (a folder given to `husky install DIR` instead).
  {
    tool: 'husky',
    head: 'husky',
    runs: ['', 'install'],
    configs: hooksIn('.husky'),
    fromArgs: (rest) => {
      const dir = rest[0] === undefined ? '.husky' : withoutTrailingSlashes(rest[0].replace(/^\.\//, ''));
      return /^[\w.-]{1,100}(?:\/[\w.-]{1,100}){0,4}$/.test(dir) ? hooksIn(dir) : [];
    },
  },
  // psql runs the SQL files given with `-f` (their `COPY … PROGRAM` commands run through the shell:
  // build-sql.ts); a file named by a variable (`for f in db/migrations/*.sql; do psql -f "$f"`) may be any
  // SQL file of the tree.
  {
    tool: 'psql',
    head: 'psql',
    configs: [],
    valueOptions: [
      '-c',
      '--command',
      '-d',
      '--dbname',
      '-h',
      '--host',
      '-U',
      '--username',
      '-p',
      '--port',
      '-v',
      '--set',
      '-o',
      '--output',
      '-L',
      '--log-file',
    ],
    fromArgs: (_rest, all) => {
      const sql = all.filter((a) => /\.sql$/i.test(a) && !a.includes('$')).slice(0, 8);
      if (sql.length > 0) return sql.map((a) => a.replace(/^\.\//, ''));
      return all.some((a) => a.includes('$') && !/DATABASE|URL|HOST|USER|PASS|DB/i.test(a))
        ? ['**/*.sql']
        : [];
    },
  },
  // Settings that make git run programs of the repository by itself (gitConfigTargets).
  {
    tool: 'git config',
    head: 'git',
    runs: ['config'],
    configs: [],
    valueOptions: ['-C', '-c', '-f', '--file', '--blob', '--type', '--default', '--comment'],
    fromArgs: gitConfigTargets,
  },
  // ESLint imports its flat config (or a legacy `.eslintrc.js`) as a module on every run.
  {
    tool: 'eslint',
    head: 'eslint',
    word: true,
    configs: [...jsConfigs('eslint.config'), '.eslintrc.js', '.eslintrc.cjs'],
    fileOptions: ['-c', '--config'],
    valueOptions: [
      '-f',
      '--format',
      '-o',
      '--output-file',
      '--ext',
      '--rule',
      '--plugin',
      '--parser',
      '--max-warnings',
    ],
  },
  // Formatters, test runners and bundlers that load a JavaScript configuration module on every run.
  {
    tool: 'prettier',
    head: 'prettier',
    word: true,
    configs: [...jsConfigs('prettier.config'), ...jsConfigs('.prettierrc')],
    fileOptions: ['--config'],
  },
  {
    tool: 'stylelint',
    head: 'stylelint',
    word: true,
    configs: [...jsConfigs('stylelint.config'), ...jsConfigs('.stylelintrc')],
    fileOptions: ['--config'],
  },
  {
    tool: 'jest',
    head: 'jest',
    word: true,
    configs: jsConfigs('jest.config'),
    fileOptions: ['-c', '--config'],
  },
  // Mocha loads its config on every run: a JavaScript one is a module, and every config's `require`
  // modules run before the tests (launch-configs-refs.ts follows them); then the test files it is given
  // or finds (launch-testers-table.ts).
  {
    tool: 'mocha',
    head: 'mocha',
    word: true,
    configs: MOCHA_CONFIGS,
    fileOptions: ['--config'],
    valueOptions: MOCHA_VALUE_OPTIONS,
    fromArgs: mochaFiles,
  },
  // Bun reads bunfig.toml on every `bun test`/`bun run`: its `preload` modules (and `[test] preload` for
  // tests) run before anything else (launch-configs-refs.ts follows them).
  { tool: 'bun', head: 'bun', runs: ['test', 'run'], configs: ['bunfig.toml'], fileOptions: ['--config'] },
  {
    tool: 'vitest',
    head: 'vitest',
    word: true,
    configs: [...jsConfigs('vitest.config'), ...jsConfigs('vite.config')],
    fileOptions: ['-c', '--config'],
  },
  {
    tool: 'vite',
    head: 'vite',
    word: true,
    runs: ['', 'build', 'dev', 'serve', 'preview', 'optimize'],
    configs: jsConfigs('vite.config'),
    fileOptions: ['-c', '--config'],
  },
  {
    tool: 'webpack',
    head: 'webpack|webpack-cli',
    word: true,
    configs: jsConfigs('webpack.config'),
    fileOptions: ['-c', '--config'],
  },
  {
    tool: 'rollup',
    head: 'rollup',
    word: true,
    configs: jsConfigs('rollup.config'),
    valueOptions: ['-o', '--file', '-f', '--format'],
  },
  {
    tool: 'playwright',
    head: 'playwright',
    runs: ['test'],
    configs: jsConfigs('playwright.config'),
    fileOptions: ['-c', '--config'],
  },
  // MkDocs imports the `hooks:` modules of mkdocs.yml (launch-configs-refs.ts) on build and serve.
  {
    tool: 'mkdocs',
    head: 'mkdocs|python3?[ \\t]{1,4}-m[ \\t]{1,4}mkdocs',
    runs: ['build', 'serve', 'gh-deploy'],
    configs: ['mkdocs.yml', 'mkdocs.yaml'],
    fileOptions: ['-f', '--config-file'],
    valueOptions: [
      '-a',
      '--dev-addr',
      '-d',
      '--site-dir',
      '-t',
      '--theme',
      '-r',
      '--remote-branch',
      '-m',
      '--message',
    ],
  },
  // Sphinx executes the source folder's conf.py (Python) before reading anything.
  {
    tool: 'sphinx-build',
    head: 'sphinx-build|sphinx-autobuild|python3?[ \\t]{1,4}-m[ \\t]{1,4}sphinx',
    configs: [],
    fromArgs: sphinxConf,
    valueOptions: ['-b', '-M', '-d', '-j', '-D', '-A', '-t', '-w', '--port', '--host', '-c'],
  },
  // Python project front ends: each builds the project (in-tree backend, build hooks) or runs its scripts.
  {
    tool: 'hatch',
    head: 'hatch',
    runs: ['run', 'shell', 'env', 'build', 'test', 'fmt'],
    configs: ['pyproject.toml', 'hatch.toml'],
    valueOptions: ['-e', '--env'],
  },
  {
    tool: 'pdm',
    head: 'pdm',
    runs: ['run', 'install', 'sync', 'build', 'add', 'update'],
    configs: PYPROJECT,
  },
  { tool: 'rye', head: 'rye', runs: ['run', 'sync', 'build'], configs: PYPROJECT },
  {
    tool: 'uv',
    head: 'uv',
    runs: ['sync', 'build'],
    configs: PYPROJECT,
    valueOptions: ['--python', '-p', '--package'],
  },
  { tool: 'poe', head: 'poe', word: true, configs: ['pyproject.toml'] },
  {
    tool: 'python -m build',
    head: 'python3?[ \\t]{1,4}-m[ \\t]{1,4}build|pyproject-build',
    configs: PYPROJECT,
    valueOptions: ['-o', '--outdir', '-C', '--config-setting'],
  },
  // mise runs `[hooks]` (postinstall after install, enter on cd), `[tasks]`, and `exec()` env templates.
  {
    tool: 'mise',
    head: 'mise',
    runs: [
      'install',
      'i',
      'trust',
      'run',
      'r',
      'exec',
      'x',
      'use',
      'u',
      'sync',
      'upgrade',
      'up',
      'env',
      'watch',
      'activate',
    ],
    configs: MISE_CONFIGS,
    dirOptions: ['-C', '--cd'],
    valueOptions: ['-E', '--env', '-j', '--jobs'],
  },
  // LuaRocks builds a rock from its rockspec (`build.type = "command"` runs its commands).
  {
    tool: 'luarocks',
    head: 'luarocks',
    runs: ['make', 'build', 'pack'],
    configs: [],
    fromArgs: rockspec,
    valueOptions: ['--tree', '--lua-version', '--server', '--only-server', '--deps-mode', '--branch'],
  },
  // PHP-CS-Fixer loads its configuration (`.php-cs-fixer.php`, else `.php-cs-fixer.dist.php`) with PHP's
  // `include`: a PHP file of the working folder that runs on every `fix`/`check`. Usually run as
  // `vendor/bin/php-cs-fixer`, so the head may follow a folder.
  {
    tool: 'php-cs-fixer',
    head: 'php-cs-fixer',
    anywhere: true,
    runs: ['fix', 'check', 'list-files'],
    configs: ['.php-cs-fixer.php', '.php-cs-fixer.dist.php'],
    fileOptions: ['--config'],
    valueOptions: ['--rules', '--using-cache', '--cache-file', '--path-mode', '--allow-risky', '--format'],
  },
];
