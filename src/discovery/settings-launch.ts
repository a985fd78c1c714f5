import { rubyPreloads } from '../analysis/env-file-loaders.js';
import { isRecord } from '../analysis/records.js';
import { resolveRelative } from '../analysis/repo-paths.js';
import type { LaunchPoint } from '../model/launch.js';
import type { HooksFile } from '../model/skill.js';
import { pythonPathStartupFiles } from './python-path.js';
import { relocatedFiles, relocatingVariable } from './settings-env-configs.js';

/**
 * Launch points a settings file declares besides hooks (docs/skills.md §2.4): status lines, the helpers the
 * runtime runs for credentials or telemetry, the `env` variables that make every shell or Node process
 * load a file, and permission grants.
 */

/** Settings keys whose value is a command the runtime runs by itself. */
const HELPER_KEYS = [
  'apiKeyHelper',
  'awsAuthRefresh',
  'awsCredentialExport',
  'gcpAuthRefresh',
  'otelHeadersHelper',
] as const;

/**
 * The files a RUBYOPT value requires: `-r` paths as written, and `-rname` found in an `-I` or RUBYLIB folder
 * of the tree (a bare name elsewhere is a gem or a standard library, not a file of the repository).
 */
function rubyRequiredFiles(value: string, rubyLib: unknown, tree?: SettingsContext): string[] {
  const libDirs = typeof rubyLib === 'string' ? rubyLib.split(':', 16).filter((d) => d !== '') : [];
  const direct = rubyPreloads(value);
  if (!tree) return direct;
  const found = rubyPreloads(value, libDirs).filter((p) => {
    if (direct.includes(p)) return true;
    if (/^[~/$%]/.test(p)) return false;
    const path = resolveRelative(tree.base, p);
    return path !== undefined && tree.isFile(path);
  });
  return found;
}

/** A command and its exec-form arguments as one shell line (arguments quoted so argv survives). */
export function commandLineOf(command: string, args: readonly unknown[] = []): string {
  const quoted = args
    .slice(0, 200)
    .filter((a): a is string | number => typeof a === 'string' || typeof a === 'number')
    .map((a) => {
      const s = String(a);
      return /^[\w@%+=:,./${}-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
    });
  return [command, ...quoted].join(' ');
}

/**
 * The program and its arguments: the exec form's own list, or a command line split on blanks when it holds
 * nothing a shell would read differently (quotes, operators, substitutions, escapes).
 */
export function argvOf(command: string, args?: unknown): string[] | undefined {
  const list = Array.isArray(args) ? args.slice(0, 200).filter((a) => typeof a === 'string') : [];
  if (list.length > 0) return [command, ...list];
  if (/[|&;<>()`'"\\\n*?]/.test(command) || command.length > 2000) return undefined;
  const words = command.trim().split(/[ \t]+/);
  return words[0] ? words : undefined;
}

/** `argv` as an optional field (exactOptionalPropertyTypes: absent, never undefined). */
export function argvField(command: string, args?: unknown): { argv?: string[] } {
  const argv = argvOf(command, args);
  return argv ? { argv } : {};
}

/** What settings need from the tree: the folder their commands run from, and whether a file exists. */
export interface SettingsContext {
  base: string;
  isFile: (path: string) => boolean;
}

export function settingsPoints(f: HooksFile, push: (p: LaunchPoint) => void, tree?: SettingsContext): void {
  const data = f.doc.data;
  if (!isRecord(data)) return;
  const base = { origin: 'settings' as const, path: f.path, auto: true };
  const at = (path: Array<string | number>) => {
    const r = f.doc.regionAt(path);
    return r ? { region: r } : {};
  };
  for (const key of ['statusLine', 'subagentStatusLine'] as const) {
    const v = data[key];
    if (isRecord(v) && typeof v.command === 'string')
      push({
        ...base,
        kind: 'status-line',
        name: key,
        commandLine: v.command,
        ...argvField(v.command),
        ...at([key, 'command']),
      });
  }
  // Claude Code's custom file-suggestion command (`{ "type": "command", "command": … }`): run for every
  // `@` file completion the user types, fed the query as JSON on stdin.
  const files = data.fileSuggestion;
  if (isRecord(files) && typeof files.command === 'string')
    push({
      ...base,
      kind: 'helper',
      name: 'fileSuggestion',
      commandLine: files.command,
      ...at(['fileSuggestion', 'command']),
    });
  for (const key of HELPER_KEYS) {
    const v = data[key];
    if (typeof v === 'string')
      push({ ...base, kind: 'helper', name: key, commandLine: v, ...argvField(v), ...at([key]) });
  }
  const env = data.env;
  if (isRecord(env)) {
    for (const [name, value] of Object.entries(env).slice(0, 200)) {
      const line = typeof value === 'string' ? loaderLine(name, value, env, tree) : undefined;
      if (line)
        push({ ...base, kind: 'helper', name: `env.${name}`, commandLine: line, ...at(['env', name]) });
    }
    // Each start-up module a PYTHONPATH folder holds runs in every Python process, as if run by name.
    const pythonPath = env.PYTHONPATH;
    if (typeof pythonPath === 'string' && tree)
      for (const file of pythonPathStartupFiles(pythonPath, tree.base, tree.isFile))
        push({
          ...base,
          kind: 'helper',
          name: 'env.PYTHONPATH',
          commandLine: `python3 \${CLAUDE_PROJECT_DIR}/${file}`,
          ...at(['env', 'PYTHONPATH']),
        });
    for (const g of gitConfigFromEnv(env))
      push({ ...base, kind: 'helper', name: `env.${g.name}`, commandLine: g.line, ...at(['env', g.name]) });
    // `GIT_CONFIG_GLOBAL=.claude/git/agent.gitconfig`: every git command reads the shipped file.
    for (const [name, value] of Object.entries(env).slice(0, 200)) {
      const loads = typeof value === 'string' ? relocatedFiles(name, value) : [];
      if (loads.length > 0)
        push({
          ...base,
          kind: 'helper',
          name: `env.${name}`,
          commandLine: commandLineOf('env', [`${name}=${value}`, relocatingVariable(name)!.program]),
          loads,
          ...at(['env', name]),
        });
    }
  }
  const perms = data.permissions;
  if (isRecord(perms)) {
    if (typeof perms.defaultMode === 'string')
      push({
        ...base,
        kind: 'permission',
        name: 'permissions.defaultMode',
        value: perms.defaultMode,
        ...at(['permissions', 'defaultMode']),
      });
    if (Array.isArray(perms.allow))
      perms.allow.slice(0, 1000).forEach((rule, i) => {
        if (typeof rule === 'string')
          push({
            ...base,
            kind: 'permission',
            name: 'permissions.allow',
            value: rule,
            ...at(['permissions', 'allow', i]),
          });
      });
  }
  for (const key of [
    'enableAllProjectMcpServers',
    'dangerouslySkipPermissions',
    'skipDangerousModePermissionPrompt',
  ])
    if (data[key] === true) push({ ...base, kind: 'permission', name: key, value: 'true', ...at([key]) });
}

/**
 * The settings `env` variables that make a program load a file whenever it starts, as the command line that
 * loads it: Claude Code sets them for every process it runs, so `BASH_ENV` is sourced by every Bash tool
 * call (a non-interactive bash) and `NODE_OPTIONS=--require x` runs x in every Node process.
 */
/** Git's environment variables that name a program git runs, and the setting each stands for. */
const GIT_PROGRAM_VARS: Readonly<Record<string, string>> = {
  GIT_SSH_COMMAND: 'core.sshCommand',
  GIT_EXTERNAL_DIFF: 'diff.external',
  GIT_PAGER: 'core.pager',
  GIT_EDITOR: 'core.editor',
  GIT_ASKPASS: 'core.askPass',
};

/**
 * Git configuration the settings `env` gives every git command the agent runs, as the `git config --global`
 * line with the same effect: `GIT_CONFIG_COUNT` with `GIT_CONFIG_KEY_<n>`/`GIT_CONFIG_VALUE_<n>` (git 2.31+),
 * and the variables that name a program git runs (`GIT_SSH_COMMAND`, `GIT_PAGER` …). Each is then judged as
 * that setting is (src/analysis/code/shell/handlers/git-settings.ts): a hooks path, an fsmonitor or a pager
 * that is a shipped script runs on every `git status`.
 */
function gitConfigFromEnv(env: Readonly<Record<string, unknown>>): Array<{ name: string; line: string }> {
  const out: Array<{ name: string; line: string }> = [];
  const set = (name: string, key: string, value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '' && key.trim() !== '')
      out.push({ name, line: commandLineOf('git', ['config', '--global', key, value]) });
  };
  for (const [name, key] of Object.entries(GIT_PROGRAM_VARS)) set(name, key, env[name]);
  const count = Number.parseInt(String(env.GIT_CONFIG_COUNT ?? ''), 10);
  for (let n = 0; Number.isFinite(count) && n < Math.min(count, 64); n++) {
    const key = env[`GIT_CONFIG_KEY_${n}`];
    if (typeof key === 'string') set(`GIT_CONFIG_VALUE_${n}`, key, env[`GIT_CONFIG_VALUE_${n}`]);
  }
  return out;
}

/** The function a `BASH_FUNC_<name>%%` environment variable exports to bash (`git` of `BASH_FUNC_git%%`). */
export function exportedBashFunction(variable: string): string | undefined {
  return /^BASH_FUNC_([\w.:-]{1,80})(?:%%|\(\))$/.exec(variable)?.[1];
}

export function loaderLine(
  name: string,
  value: string,
  env: Record<string, unknown>,
  tree?: SettingsContext,
): string | undefined {
  if (value.trim() === '') return undefined;
  if (name === 'BASH_ENV') return commandLineOf('.', [value]);
  // Claude Code sources CLAUDE_ENV_FILE before each Bash command, and runs every Bash command through
  // CLAUDE_CODE_SHELL_PREFIX (the prefix program gets the command as its arguments).
  if (name === 'CLAUDE_ENV_FILE') return commandLineOf('.', [value]);
  if (name === 'CLAUDE_CODE_SHELL_PREFIX') return value;
  // `BASH_FUNC_git%%` = `() { … }`: bash imports an exported function from the environment, so every Bash
  // tool call that runs `git` runs this body instead — its body is the code that runs.
  if (exportedBashFunction(name) !== undefined && /^\s*\(\)\s*\{/.test(value))
    return value.replace(/^\s*\(\)\s*/, '');
  // RUBYOPT `-r` requires a file before every Ruby program: each one is run as if by `ruby FILE`.
  if (name === 'RUBYOPT') {
    const files = rubyRequiredFiles(value, env.RUBYLIB, tree);
    return files.length > 0 ? files.map((f) => commandLineOf('ruby', [f])).join('; ') : undefined;
  }
  if (
    name === 'NODE_OPTIONS' &&
    /(?:^|\s)(?:-r|--require|--import|--loader|--experimental-loader)\b/.test(value)
  )
    return `node ${value}`;
  return undefined;
}
