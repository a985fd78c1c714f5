import type { LaunchTool } from './launch-tool-type.js';
import { withoutTrailingSlashes } from './repo-paths.js';

/**
 * More rows of the launch-tool table (src/analysis/launch-tool-table.ts): tools whose ordinary commands
 * evaluate a project file as code or run the commands it lists — Ruby DSL files (Danger's Dangerfile,
 * CocoaPods' Podfile with its `post_install` hooks), Procfile process managers, nodemon's event commands,
 * Copier's template tasks, a winget configuration's DSC scripts, and the transport commands of a
 * `.gitmodules` `ext::` URL. Data only; matching is src/analysis/launch-tools.ts, how each file is read into
 * commands is src/analysis/build-process-configs.ts (Ruby files are read as the Ruby they are). These rows
 * come first in the table: `bundle exec danger` is Danger, not Bundler (one tool per place).
 */

/** A local template folder a Copier command renders, when `--trust` lets it run the template's tasks. */
function copierTemplate(rest: readonly string[], all: readonly string[], words: readonly string[]): string[] {
  // Copier refuses to run `_tasks`/`_migrations` of an untrusted template; `--trust` (or the older
  // `--UNSAFE`) lets them run.
  if (!words.some((w) => w === '--trust' || w === '--UNSAFE')) return [];
  const src = all[0] === 'copy' || all[0] === 'recopy' ? rest[0] : undefined;
  // Remote templates (`gh:…`, URLs, git+ssh) are not in the tree.
  if (!src || /^(?:[\w+]{1,20}:|[/~$])/.test(src)) return [];
  const dir = withoutTrailingSlashes(src.replace(/^\.\//, ''));
  return dir === '' || dir === '.'
    ? ['copier.yml', 'copier.yaml']
    : [`${dir}/copier.yml`, `${dir}/copier.yaml`];
}

/** `winget configure [-f] FILE`: the configuration named (its subcommands `show`, `list` … apply nothing). */
function wingetConfiguration(rest: readonly string[], all: readonly string[]): string[] {
  const file = all[0] === 'configure' ? rest[0] : undefined;
  if (file && /\.(?:winget|ya?ml)$/i.test(file)) return [file.replace(/^\.[/\\]/, '').replace(/\\/g, '/')];
  return [];
}

/**
 * `git submodule update` clones or fetches each submodule from the URL `.gitmodules` gives (after `init`
 * copied it): an `ext::` URL is a command git runs as the transport (git-remote-ext(1)).
 */
function submoduleUrls(rest: readonly string[]): string[] {
  return rest[0] === 'update' || rest[0] === 'init' ? ['.gitmodules'] : [];
}

export const PROCESS_LAUNCH_TOOLS: readonly LaunchTool[] = [
  // Danger evaluates the Dangerfile (Ruby; danger-js: a JavaScript or TypeScript module) on every run.
  {
    tool: 'danger',
    head: 'danger|bundle[ \\t]{1,4}exec[ \\t]{1,4}danger|danger-swift',
    word: true,
    runs: ['', 'ci', 'local', 'pr', 'dry_run', 'dry-run'],
    configs: ['Dangerfile', 'dangerfile.ts', 'dangerfile.js'],
    fileOptions: ['--dangerfile', '-d'],
    valueOptions: ['--base', '--head', '--danger_id', '--use-github-checks'],
  },
  // CocoaPods evaluates the Podfile (Ruby) on install and update: its `pre_install`/`post_install` blocks
  // run in that process.
  {
    tool: 'cocoapods',
    head: 'pod|bundle[ \\t]{1,4}exec[ \\t]{1,4}pod',
    runs: ['install', 'update'],
    configs: ['Podfile'],
    dirOptions: ['--project-directory'],
  },
  // Procfile process managers run every line of the Procfile as a shell command (`bin/dev` in Rails is
  // `foreman start -f Procfile.dev`).
  {
    tool: 'foreman',
    head: 'foreman|honcho|overmind|heroku[ \\t]{1,4}local',
    runs: ['', 'start', 's', 'web'],
    configs: ['Procfile'],
    fileOptions: ['-f', '--procfile'],
    dirOptions: ['-d', '--root'],
    valueOptions: ['-m', '--formation', '-e', '--env', '-p', '--port', '-t', '--timeout'],
  },
  // nodemon runs its configuration's `events` commands on start, restart, crash and exit, and `exec`.
  {
    tool: 'nodemon',
    head: 'nodemon',
    word: true,
    configs: ['nodemon.json'],
    fileOptions: ['--config'],
    valueOptions: ['-w', '--watch', '-e', '--ext', '-i', '--ignore', '-x', '--exec', '--delay', '-d'],
  },
  // Copier runs a trusted template's `_tasks` (shell commands) after rendering it.
  {
    tool: 'copier',
    head: 'copier',
    runs: ['copy', 'recopy'],
    configs: [],
    valueOptions: ['-a', '--answers-file', '-d', '--data', '-r', '--vcs-ref', '-x', '--exclude'],
    fromArgs: copierTemplate,
  },
  // `winget configure` applies a configuration's DSC resources, elevated when asked: a `Script` resource's
  // `SetScript`/`TestScript`/`GetScript` are PowerShell it runs.
  {
    tool: 'winget configure',
    head: 'winget',
    runs: ['configure'],
    configs: [],
    fileOptions: ['-f', '--file'],
    valueOptions: ['--module-path', '--processor-path', '-h', '--history'],
    fromArgs: wingetConfiguration,
  },
  // `git submodule update` runs each `ext::` URL's command (the head looks past `-c`/`-C` options to the
  // subcommand, so `git config` keeps its own row).
  {
    tool: 'git submodule',
    head: 'git(?=(?:[ \\t]{1,4}-[cC][ \\t]{1,4}[^ \\t\\n]{1,200}){0,4}[ \\t]{1,4}submodule[ \\t])',
    runs: ['submodule'],
    configs: [],
    valueOptions: ['-c', '-C'],
    fromArgs: submoduleUrls,
  },
  // Codex reads a trusted project's `.codex/config.toml` at every start (developers.openai.com/codex/config-basic),
  // Gemini CLI its `.gemini/.env`; either started by its program or through npx.
  { tool: 'Codex', head: 'codex|npx[ \\t]{1,4}@openai/codex', word: true, configs: ['.codex/config.toml'] },
  {
    tool: 'Gemini CLI',
    head: 'gemini|npx[ \\t]{1,4}@google/gemini-cli',
    word: true,
    configs: ['.gemini/.env'],
  },
];
