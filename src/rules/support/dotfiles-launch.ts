import type { CodeUnit } from '../../analysis/facts.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';

/**
 * Files of a dotfiles repository that run by themselves once the user installs it (sweep 21: an install
 * script and a `.bashrc` function that replace `~/.claude/CLAUDE.md` from a gist were called "code nothing in
 * reach runs").
 * - GitHub Codespaces clones the user's dotfiles repository into every new codespace and runs the first of
 *   `install.sh`, `install`, `bootstrap.sh`, `bootstrap`, `script/bootstrap`, `setup.sh`, `setup`,
 *   `script/setup` at its root; with none of them it links every dot-file of the root into the home folder
 *   (https://docs.github.com/en/codespaces/setting-your-user-preferences/personalizing-github-codespaces-for-your-account#dotfiles).
 *   VS Code's dev containers and Gitpod read the same names.
 * - A shell start-up file at the root (`.bashrc`, `.zshrc`, `.profile` …) is what such a repository installs:
 *   every new shell runs it, and what its functions do runs when the user calls them.
 * A repository looks like dotfiles when its root holds a shell start-up file or another tool's per-user
 * configuration (`.gitconfig`, `.vimrc`, `.tmux.conf`), with or without the leading dot (rcm, chezmoi and
 * stow layouts drop it). An `install.sh` beside a project's `package.json` and nothing else is the project's.
 */

/** Codespaces' install scripts, in the order it looks for them. */
const INSTALL_SCRIPTS = [
  'install.sh',
  'install',
  'bootstrap.sh',
  'bootstrap',
  'script/bootstrap',
  'setup.sh',
  'setup',
  'script/setup',
];
/** Shell start-up files every new (login or interactive) shell runs. */
const SHELL_STARTUP = [
  '.bashrc',
  '.bash_profile',
  '.bash_login',
  '.bash_aliases',
  '.profile',
  '.zshrc',
  '.zshenv',
  '.zprofile',
  '.zlogin',
];
/** Per-user configuration of other tools: with a start-up file, the marks of a dotfiles repository. */
const OTHER_DOTFILES = ['.gitconfig', '.vimrc', '.tmux.conf', '.inputrc'];

/** What starts the file by itself, in words for a message (`in …`), or undefined. */
export type LaunchedBy = (path: string) => string | undefined;

const LAUNCHED = derivedKey<LaunchedBy>('dotfiles files that run by themselves');

export function dotfilesLaunched(ctx: RuleContext): LaunchedBy {
  return ctx.model.derived.get(LAUNCHED, () => buildLaunched(ctx));
}

function buildLaunched(ctx: RuleContext): LaunchedBy {
  const files = ctx.model.files;
  const has = (name: string) => files.isFile(name) || files.isFile(name.slice(1));
  const dotfiles = [...SHELL_STARTUP, ...OTHER_DOTFILES].some(has);
  if (!dotfiles) return () => undefined;
  const install = INSTALL_SCRIPTS.find((n) => files.isFile(n));
  const by = new Map<string, string>();
  if (install)
    by.set(
      install,
      `a dotfiles install script, which GitHub Codespaces runs by itself in every new codespace (\`${install}\` at the root of a dotfiles repository)`,
    );
  for (const name of SHELL_STARTUP)
    if (files.isFile(name))
      by.set(
        name,
        `\`${name}\`, a shell start-up file of a dotfiles repository: every new shell runs it once the dotfiles are installed (its functions when the user calls them)`,
      );
  return (path) => by.get(path);
}

/** Marks a shipped script's unit as started by itself (whereItRuns words it): see the module comment. */
export const LAUNCHED_LABEL = 'launched by itself: ';

export function launchedUnit(unit: CodeUnit, by: string): CodeUnit {
  return { ...unit, label: `${LAUNCHED_LABEL}${by}` };
}

/** Whether the unit is a dotfiles file that runs by itself (set by behaviour.ts through `launchedUnit`). */
export function launchedUnitOf(unit: CodeUnit): boolean {
  return unit.origin === 'script' && unit.label?.startsWith(LAUNCHED_LABEL) === true;
}
