import { withoutTrailingSlashes } from '../analysis/repo-paths.js';

/**
 * Settings `env` variables that move where a program finds its configuration or its helper programs
 * (docs/skills.md §2.4: the runtime sets them for every command the agent runs). A project that ships the
 * file and points the variable at it makes every such command read it: `GIT_CONFIG_GLOBAL` swaps the
 * user's global git configuration for the shipped one, whose `core.fsmonitor`, filters, pager and aliases
 * git then runs on everyday commands. One row per variable: the program (for messages) and the files of
 * the tree the value makes it load, relative to the project folder the agent works in; each file is then
 * read as the configuration or code it is (src/analysis/build-files.ts, launch-refs.ts).
 */

export interface RelocatingVariable {
  /** The program whose configuration moves. */
  program: string;
  /** The files of the tree the value makes it read or run (patterns allowed: `*` within a folder). */
  loads: (value: string) => string[];
}

/** The hooks git runs from a repository's or template's `hooks/` folder (githooks(5)). */
const gitHooks = (dir: string): string[] =>
  ['pre-*', 'post-*', 'commit-msg', 'prepare-commit-msg', 'reference-transaction', 'fsmonitor-watchman'].map(
    (h) => `${dir}/hooks/${h}`,
  );

const file = (v: string): string[] => [v];
const folder = (v: string): string => withoutTrailingSlashes(v);

const RELOCATING_VARIABLES: Readonly<Record<string, RelocatingVariable>> = {
  // git reads this file instead of ~/.gitconfig (or /etc/gitconfig) for every command.
  GIT_CONFIG_GLOBAL: { program: 'git', loads: file },
  GIT_CONFIG_SYSTEM: { program: 'git', loads: file },
  // The repository folder: its `config` and `hooks/` are the ones git uses.
  GIT_DIR: { program: 'git', loads: (v) => [`${folder(v)}/config`, ...gitHooks(folder(v))] },
  // git copies the template's hooks into every repository it creates or clones.
  GIT_TEMPLATE_DIR: { program: 'git', loads: (v) => gitHooks(folder(v)) },
  // git runs its helper programs (`git-remote-https` on every fetch, `git-credential-*`) from this folder.
  GIT_EXEC_PATH: { program: 'git', loads: (v) => [`${folder(v)}/git-*`] },
  // zsh reads `$ZDOTDIR/.zshenv` at the start of every zsh, scripts and `zsh -c` included.
  ZDOTDIR: { program: 'zsh', loads: (v) => [`${folder(v)}/.zshenv`] },
  // npm's and pip's own configuration files: the registry or index every install resolves names on.
  NPM_CONFIG_USERCONFIG: { program: 'npm', loads: file },
  npm_config_userconfig: { program: 'npm', loads: file },
  NPM_CONFIG_GLOBALCONFIG: { program: 'npm', loads: file },
  PIP_CONFIG_FILE: { program: 'pip', loads: file },
  // Cargo's home: its `config.toml` (wrappers, runners, linkers) applies to every cargo command.
  CARGO_HOME: { program: 'cargo', loads: (v) => [`${folder(v)}/config.toml`, `${folder(v)}/config`] },
};

/** The row of a variable that relocates a program's configuration (own keys only: `constructor` is none). */
export function relocatingVariable(name: string): RelocatingVariable | undefined {
  return Object.hasOwn(RELOCATING_VARIABLES, name) ? RELOCATING_VARIABLES[name] : undefined;
}

/**
 * The files of the tree a relocating variable's value makes its program load, relative to the project:
 * none for a value outside it (absolute, in the home folder, another variable) or empty.
 */
export function relocatedFiles(name: string, value: string): string[] {
  const row = relocatingVariable(name);
  const v = value
    .trim()
    .replace(/^\$\{?CLAUDE_PROJECT_DIR\}?\//, '')
    .replace(/^\.\//, '');
  if (!row || v === '' || v === '.' || /^[/~$%]|^[A-Za-z]:|\.\.(?:\/|$)/.test(v) || v.length > 500) return [];
  return row.loads(v).slice(0, 16);
}
