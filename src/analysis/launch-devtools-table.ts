import type { LaunchTool } from './launch-tool-type.js';
import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * More rows of the launch-tool table (src/analysis/launch-tool-table.ts): development and release tools
 * whose ordinary commands run commands or code a file of the project declares — git-hook managers and the
 * staged-file runner they start, a Kubernetes dev loop's host hooks, a release tool's hooks and announcers,
 * a VM manager's Ruby configuration, a test runner's bootstrap, direnv's Nix shells, task runners a VS Code
 * task names. Data only; matching is src/analysis/launch-tools.ts, how each configuration is read into
 * commands is src/analysis/build-devtools.ts, and what else it names is src/analysis/launch-configs-refs.ts.
 */

/** A JavaScript config module under each extension Node tools load. */
function jsModules(...bases: string[]): string[] {
  return bases.flatMap((b) => ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((e) => `${b}.${e}`));
}

/**
 * direnv's `use nix [FILE|-p PKGS]` builds the Nix shell of `shell.nix` (else `default.nix`) and runs its
 * `shellHook`; `use flake [REF]` does the same for the flake's dev shell (`./sub#dev` is sub's flake).
 */
function nixShells(rest: readonly string[], all: readonly string[]): string[] {
  if (all[0] === 'flake') {
    const dir = /^(?:\.\/)?([\w.-]{1,100}(?:\/[\w.-]{1,100}){0,4})?(?:#|$)/.exec(rest[0] ?? '.')?.[1];
    return [dir && dir !== '.' ? `${withoutTrailingSlashes(dir)}/flake.nix` : 'flake.nix'];
  }
  const file = rest.find((a) => /^[\w./-]{1,200}\.nix$/.test(a));
  return file ? [file.replace(/^\.\//, '')] : ['shell.nix', 'default.nix'];
}

/** lint-staged's configuration files (also a `lint-staged` field of package.json). */
const LINT_STAGED = [
  '.lintstagedrc',
  '.lintstagedrc.json',
  '.lintstagedrc.yaml',
  '.lintstagedrc.yml',
  ...jsModules('.lintstagedrc', 'lint-staged.config'),
  'package.json',
];

/** simple-git-hooks' configuration (also a `simple-git-hooks` field of package.json). */
const SIMPLE_GIT_HOOKS = [
  '.simple-git-hooks.json',
  'simple-git-hooks.json',
  ...['js', 'cjs', 'mjs'].flatMap((e) => [`.simple-git-hooks.${e}`, `simple-git-hooks.${e}`]),
  'package.json',
];

export const DEVTOOL_LAUNCH_TOOLS: readonly LaunchTool[] = [
  // direnv's stdlib `use nix` / `use flake` in an `.envrc` build the Nix shell and run its `shellHook`.
  { tool: 'direnv use', head: 'use', runs: ['nix', 'flake'], configs: [], fromArgs: nixShells },
  // simple-git-hooks (usually `"prepare": "simple-git-hooks"`) writes `.git/hooks/<hook>` files that run the
  // configured commands on every commit, push or checkout.
  { tool: 'simple-git-hooks', head: 'simple-git-hooks', anywhere: true, configs: SIMPLE_GIT_HOOKS },
  // lint-staged runs its configuration's commands (strings, or what its functions return) on the staged
  // files; started by a pre-commit hook, so on every commit.
  {
    tool: 'lint-staged',
    head: 'lint-staged',
    anywhere: true,
    configs: LINT_STAGED,
    fileOptions: ['-c', '--config'],
    dirOptions: ['--cwd'],
    valueOptions: ['--concurrent', '-p', '--diff', '--diff-filter', '--max-arg-length'],
  },
  // Skaffold runs the host hooks (`hooks.before`/`after` `command`, deploy hooks' `host.command`) and custom
  // build and test commands of `skaffold.yaml` on the developer's machine, on every build of its loop.
  {
    tool: 'skaffold',
    head: 'skaffold',
    runs: ['dev', 'run', 'build', 'debug', 'deploy', 'render', 'test', 'verify', 'apply'],
    configs: ['skaffold.yaml', 'skaffold.yml'],
    fileOptions: ['-f', '--filename'],
    valueOptions: [
      '-p',
      '--profile',
      '-m',
      '--module',
      '-d',
      '--default-repo',
      '-n',
      '--namespace',
      '-t',
      '--tag',
    ],
  },
  // GoReleaser runs its configuration's `before`/`after` hooks and per-build hooks, and posts its
  // announcements (a webhook with the templated message) on `release`.
  {
    tool: 'goreleaser',
    head: 'goreleaser',
    runs: ['release', 'build', 'r', 'b'],
    configs: ['.goreleaser.yaml', '.goreleaser.yml', 'goreleaser.yaml', 'goreleaser.yml'],
    fileOptions: ['-f', '--config'],
    valueOptions: ['-p', '--parallelism', '--timeout', '--release-notes', '--id'],
  },
  // Vagrant evaluates the Vagrantfile (Ruby) on every command: its triggers' `ruby` blocks and `run` commands
  // run on the host around `up`, `provision`, `reload` …
  { tool: 'vagrant', head: 'vagrant', word: true, configs: ['Vagrantfile'] },
  // PHPUnit (and Pest, which reads the same file) includes its configuration's `bootstrap` PHP file before
  // any test (launch-configs-refs.ts); `--bootstrap FILE` names it on the command line. Usually run as
  // `vendor/bin/phpunit`, so the head may follow a folder.
  {
    tool: 'phpunit',
    head: 'phpunit|pest',
    anywhere: true,
    configs: ['phpunit.xml', 'phpunit.xml.dist', 'phpunit.dist.xml'],
    fileOptions: ['-c', '--configuration', '--bootstrap'],
    valueOptions: ['--filter', '--testsuite', '--group', '--exclude-group', '--log-junit', '--coverage-html'],
  },
  // Lua tools whose configuration is a Lua chunk they run: luacheck executes `.luacheckrc` (from the
  // working folder up; `--config FILE` names another), busted runs `.busted` (`-f`/`--config-file`).
  {
    tool: 'luacheck',
    head: 'luacheck',
    configs: ['.luacheckrc'],
    fileOptions: ['--config'],
    valueOptions: [
      '--std',
      '--globals',
      '--ignore',
      '--only',
      '--exclude-files',
      '--formatter',
      '-j',
      '--jobs',
    ],
  },
  {
    tool: 'busted',
    head: 'busted',
    word: true,
    configs: ['.busted'],
    fileOptions: ['-f', '--config-file'],
    valueOptions: ['--run', '-t', '--tags', '--exclude-tags', '-o', '--output', '-p', '--pattern'],
  },
  // Task runners a VS Code task of that type (or a script) starts: each loads its JavaScript task file.
  { tool: 'gulp', head: 'gulp', word: true, configs: [...jsModules('gulpfile'), 'gulpfile.babel.js'] },
  { tool: 'grunt', head: 'grunt', word: true, configs: ['Gruntfile.js', 'gruntfile.js', 'Gruntfile.cjs'] },
];

/**
 * JavaScript configuration modules whose default export maps to commands the tool runs: lint-staged's
 * (glob → command, list of commands, or a function of the staged files returning them) and
 * simple-git-hooks' (hook → command). The JavaScript analyzer reads the exported commands as shell.
 */
const COMMAND_MODULES: ReadonlyArray<{ tool: string; path: RegExp }> = [
  { tool: 'lint-staged', path: /(?:^|\/)(?:\.lintstagedrc|lint-staged\.config)\.[cm]?[jt]s$/ },
  { tool: 'simple-git-hooks', path: /(?:^|\/)\.?simple-git-hooks\.[cm]?js$/ },
];

/** The tool whose commands a JavaScript module at `path` exports, if it is such a configuration. */
export function commandModuleOf(path: string): string | undefined {
  return COMMAND_MODULES.find((m) => m.path.test(path))?.tool;
}
