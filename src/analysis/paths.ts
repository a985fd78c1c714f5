import { AGENT_COPY_PATTERNS } from './agent-copy-paths.js';
import type { SecretClass, WriteClass } from './facts.js';
import { isInstructionFile } from './instruction-files.js';
import { SECRET_PATTERNS } from './secret-patterns.js';

/**
 * Path classes shared by every language analyzer (docs/facts.md): which paths hold secrets, and which
 * writes outlive the session. Analyzers reconstruct a path (`os.path.join(Path.home(), ".ssh", "id_rsa")`,
 * `"$HOME/.ssh/id_rsa"`, `$env:USERPROFILE\.ssh`) and pass the text here after `normalizeHome`.
 */

/** Rewrites the ways code names the home folder to `~`, and backslashes to slashes. Bounded input. */
export function normalizeHome(path: string): string {
  return (
    path
      .slice(0, 4096)
      .replace(/\\/g, '/')
      // Claude Code's configuration folder, `~/.claude` unless the variable moves it.
      .replace(/^\$\{?CLAUDE_CONFIG_DIR\}?(?=\/|$)/, '~/.claude')
      .replace(
        /^(?:\$\{?HOME\}?|\$env:(?:USERPROFILE|HOME)|%USERPROFILE%|%HOMEPATH%|\/home\/[^/\s]{1,64}|\/Users\/[^/\s]{1,64}|\/root|~[^/\s]{0,64})(?=\/|$)/i,
        '~',
      )
      .replace(/\/{2,}/g, '/')
  );
}

/** The secret store a path names, if any. */
export function secretOf(path: string): { cls: SecretClass; label: string } | undefined {
  return firstClassOf(SECRET_PATTERNS, path);
}

/**
 * Environment variable names that hold secrets. A name with a web framework's public prefix is not one,
 * whatever follows: the framework inlines such variables into the code it sends to every browser
 * (Next.js `NEXT_PUBLIC_`, Vite `VITE_`, Create React App `REACT_APP_`, Expo `EXPO_PUBLIC_`, Nuxt
 * `NUXT_PUBLIC_`, SvelteKit and Astro `PUBLIC_`, Gatsby `GATSBY_`), so `NEXT_PUBLIC_SUPABASE_ANON_KEY` is a
 * key its service publishes on purpose. The user's framework decides the prefix, not the skill's author.
 * "AUTH" is a word of the name, not the start of another (`AUTHOR_CONTEXT`, `GIT_AUTHOR_EMAIL` name a person),
 * and "TOKEN" not the start of "tokenizer" (`TOKENIZERS_PARALLELISM` is a Hugging Face switch).
 */
export const SECRET_ENV_NAME =
  /^(?!(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|VITE|REACT_APP|GATSBY)_)(?:[A-Z0-9_]{0,60}(?:SECRET|TOKEN(?!IZ)|PASSWORD|PASSWD|API_?KEY|PRIVATE_KEY|ACCESS_KEY|CREDENTIALS?|AUTH(?:ORIZATION)?(?![A-Z]))[A-Z0-9_]{0,60})$/i;

interface WritePattern {
  re: { test(path: string): boolean };
  cls: WriteClass;
  label: string;
  /** Only for writes code performs: text that talks about such a file (a guide saying "create SKILL.md") asks nothing lasting. */
  codeOnly?: true;
}

const WRITE_PATTERNS: WritePattern[] = [
  {
    // Inside a folder made for this run (`$(mktemp -d)/…`, Python's `tempfile.mkdtemp()` and
    // `TemporaryDirectory()`, Node's `fs.mkdtempSync()`): whatever it is named, it is gone with the
    // folder, and no runtime reads it. Checked first. So is a folder under the temporary folder named for
    // this process (`/tmp/<name>-$$/`, `$TMPDIR/x.$BASHPID/`): no later process knows the name to load it.
    re: /^(?:\/tmp|\/var\/tmp|\$\{?TMPDIR\}?)\/[\w.-]{0,100}\$(?:\$|\{\$\}|\{?BASHPID\b\}?)[\w.-]{0,40}\/|^\$\(mktemp\b[^)]{0,80}\)\/|^\$\{?(?:[\w]{1,20}\.){0,2}(?:mkdtemp(?:Sync)?|TemporaryDirectory|gettempdir|tmpdir)\b/,
    cls: 'temp',
    label: 'a temporary file',
  },
  {
    // A staging file made for the run (`tmp=$(mktemp "$dir/.tmp.XXXXXX"); cp src "$tmp"; mv "$tmp" "$dest"`):
    // its random name has a dot before the X's and no suffix after them, so no loader picks it up — those
    // that load by suffix (`*.md`, `*.json`) do not match it, and cron.d or sudoers.d skip names with a dot.
    // The rename that follows is the write that counts.
    re: /^\$\(mktemp\s+["']?[^)\s"']{0,200}\/[^/)\s"']{0,60}\.X{3,40}["']?\)$/,
    cls: 'temp',
    label: 'a temporary file',
  },
  ...AGENT_COPY_PATTERNS,
  {
    // `~/.bash_completion` and `/etc/bash_completion.d/*` are sourced by bash-completion in every interactive
    // shell (unlike the per-command files under `completions/`, loaded when that command is completed).
    // Oh My Zsh sources every `$ZSH_CUSTOM/*.zsh` and the enabled plugins' `*.plugin.zsh` in every zsh.
    re: /(?:^|\/)\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|cshrc|tcshrc|bash_completion|inputrc)$|^\/etc\/bash_completion\.d\/|\.config\/fish\/(?:config\.fish|conf\.d\/[^/]{1,200}\.fish)$|^\/etc\/(?:profile|bash\.bashrc|zshrc|environment)$|^\/etc\/profile\.d\/|(?:^|\/)Microsoft\.[\w.]{1,40}_profile\.ps1$|(?:^|\/)(?:Windows)?PowerShell\/(?:[\w.]{1,12}\/)?profile\.ps1$|\/Command Processor\/AutoRun$|(?:\.oh-my-zsh\/custom|\$\{?ZSH_CUSTOM\}?)\/(?:[^/]{1,200}\.zsh|plugins\/[^/]{1,100}\/[^/]{1,200}\.plugin\.zsh|themes\/[^/]{1,200}\.zsh-theme)$/i,
    cls: 'shell-rc',
    label: 'a shell startup file',
  },
  {
    // Neovim sources `init.lua`/`init.vim` and every file of the `plugin/` and `after/plugin/` folders of
    // its config (and of each package under `pack/*/start/`) at every start; Vim the same under `~/.vim`,
    // plus `.vimrc`; Emacs loads its init file; Sublime Text imports the top-level `.py` files of every
    // package folder (`Packages/User/` included). Code there runs whenever the user opens the editor.
    re: /(?:^|\/)(?:\.config\/nvim|nvim|\.vim|vimfiles)\/(?:init\.(?:lua|vim)|(?:after\/)?plugin\/|(?:site\/)?pack\/[^/]{1,100}\/start\/[^/]{1,200}\/(?:after\/)?plugin\/)|(?:^|\/)\.(?:vimrc|gvimrc|exrc|emacs)$|(?:^|\/)(?:\.emacs\.d|\.config\/emacs)\/(?:early-)?init\.el$|(?:^|\/)\$\{?XDG_CONFIG_HOME[^/]{0,40}\/nvim\/(?:init\.(?:lua|vim)|(?:after\/)?plugin\/)|(?:^|\/)(?:Sublime Text(?: \d)?|sublime-text(?:-\d)?)\/Packages\/[^/]{1,100}\/[^/]{1,200}\.py$/i,
    cls: 'editor-startup',
    label: 'an editor start-up file',
  },
  {
    // Programs that run a per-user file at every start: gdb and lldb (`.gdbinit`, `.lldbinit`), Ruby's irb and
    // pry, Julia (`~/.julia/config/startup.jl`), R (the user's `.Rprofile` — a project's is its own setup,
    // renv writes one — and `Rprofile.site`), psql and sqlite3 (`\!`/`.shell` run commands), GHCi, OCaml,
    // Octave, tclsh/wish, Vivado (`~/.Xilinx/Vivado[/<version>]/Vivado_init.tcl`, UG894), tmux and screen
    // (`run-shell`, `exec`), WezTerm (its Lua configuration, evaluated at every start and reload), Hammerspoon
    // (`~/.hammerspoon/init.lua`, run at every login and reload with the Accessibility and Screen Recording
    // rights the user gave it), AwesomeWM's `rc.lua`, mpv's `scripts/` (loaded with every file played), and
    // gpg-agent, whose `pinentry-program` is run for every passphrase (graded by the program it names).
    re: /(?:^|\/)\.(?:gdbinit|gdbearlyinit|lldbinit(?:-[\w.-]{1,40})?|irbrc|pryrc|psqlrc|sqliterc|ghci|ocamlinit|octaverc|tclshrc|wishrc|tmux\.conf|screenrc)$|(?:^|\/)\.config\/(?:gdb\/gdb(?:early)?init|tmux\/tmux\.conf)$|(?:^|\/)\.julia\/config\/startup\.jl$|(?:^|\/)\.ghc\/ghci\.conf$|(?:^|\/)(?:~|\$\{?HOME\}?|home\/[^/]{1,64}|Users\/[^/]{1,64}|root)\/\.Rprofile$|(?:^|\/)Rprofile\.site$|(?:^|\/)\.Xilinx\/Vivado\/(?:[\d.]{1,12}\/)?(?:Vivado_)?init\.tcl$|(?:^|\/)\.wezterm\.lua$|(?:^|\/)\.config\/wezterm\/[^/]{1,200}\.lua$|(?:^|\/)\.(?:hammerspoon|config\/hammerspoon)\/init\.lua$|(?:^|\/)\.config\/awesome\/rc\.lua$|(?:^|\/)\.config\/mpv\/scripts\/[^/]{1,200}\.(?:lua|js)$|(?:(?:^|\/)\.gnupg|GNUPGHOME\}?)\/gpg-agent\.conf$/i,
    cls: 'tool-startup',
    label: "a program's start-up file",
  },
  {
    re: /(?:^|\/)libreoffice\/\d{1,2}\/user\/basic\/|(?:^|\/)Microsoft\/(?:Excel\/XLSTART|Templates\/Normal\.dotm|Excel\/XLSTART\/PERSONAL\.XLSB)/i,
    cls: 'office-macros',
    label: "the user's office macros",
  },
  {
    // Gradle runs `init.gradle(.kts)` and every `*.gradle(.kts)` of `init.d/` in the user's Gradle home
    // (`~/.gradle`, or `$GRADLE_USER_HOME`) before every build on the machine, in every project; sbt loads
    // the global `*.sbt` files and `plugins/` of `~/.sbt/<version>/` into every build.
    re: /(?:^|\/)(?:\.gradle|\$\{?GRADLE_USER_HOME[^/]{0,60})\/(?:init\.gradle(?:\.kts)?|init\.d\/[^/]{1,200}\.gradle(?:\.kts)?)$|(?:^|\/)\.sbt\/[\d.]{1,8}\/(?:[^/]{1,200}\.sbt|plugins\/[^/]{1,200}\.(?:sbt|scala))$/i,
    cls: 'build-startup',
    label: "a build tool's init script",
  },
  {
    // Every `.pth` file in a site folder is read when any Python interpreter starts (its `import` lines
    // run), and `sitecustomize`/`usercustomize` are imported then. The folder is often named only by the
    // call that finds it (`$(python3 -m site --user-site)`, `site.getusersitepackages()`, `purelib`).
    // IPython runs every file of a profile's `startup/` folder when it starts.
    re: /lib\/(?:python[\d.]{0,8}\/)?(?:site|dist)-packages\/(?:[^/]{1,200}\.pth|(?:site|user)customize\.py)$|(?:user-?site|sitepackages|purelib|platlib|USER_SITE|get_python_lib)[^/]{0,40}\/(?:[^/]{1,200}\.pth|(?:site|user)customize\.py)$|(?:^|\/)lib\/python[\d.]{0,8}\/(?:site|user)customize\.py$|\.ipython\/profile_[^/]{1,64}\/startup\//i,
    cls: 'python-startup',
    label: 'a Python start-up file',
  },
  {
    // A module put into a site folder by hand is importable by every interpreter that uses it.
    re: /lib\/(?:python[\d.]{0,8}\/)?(?:site|dist)-packages\/[^/]|(?:user-?site|sitepackages|purelib|platlib|USER_SITE|get_python_lib)[^/]{0,40}\/[^/]/i,
    cls: 'site-packages',
    label: 'a Python package folder',
  },
  {
    // sshd runs the user's `~/.ssh/rc` (else `/etc/ssh/sshrc`) with sh at every login (sshd(8)).
    re: /Library\/Launch(?:Agents|Daemons)\/|\.config\/systemd\/user\/|^\/etc\/systemd\/system\/|^\/lib\/systemd\/|\.config\/autostart\/|^\/etc\/cron|^\/etc\/rc\.local$|^\/etc\/init\.d\/|\/var\/spool\/cron|Start Menu\/Programs\/Startup|CurrentVersion\/(?:Run(?:Once(?:Ex)?|Services(?:Once)?)?|Policies\/Explorer\/Run)\b|Windows NT\/CurrentVersion\/Winlogon\b|Image File Execution Options\/|(?:^|\/)Environment\/UserInitMprLogonScript$|\/System32\/Tasks\/|Library\/LoginItems|(?:^|\/)\.ssh\/rc$|^\/etc\/ssh\/sshrc$/i,
    cls: 'autostart',
    label: 'an autostart location',
  },
  { re: /(?:^|\/)\.git\/hooks\/|(?:^|\/)\.husky\//, cls: 'git-hooks', label: 'git hooks' },
  {
    re: /(?:^|\/)\.gitconfig$|(?:^|\/)\.config\/git\/config$|^\/etc\/gitconfig$/,
    cls: 'git-config',
    label: 'global git configuration',
  },
  { re: /\.ssh\/authorized_keys2?$/, cls: 'ssh-authorized-keys', label: 'SSH authorized_keys' },
  {
    // ssh reads these before every connection (git over ssh included); before the system pattern below.
    re: /(?:^|\/)\.ssh\/config(?:\.d\/[^/]{1,200})?$|^\/etc\/ssh\/ssh_config(?:\.d\/[^/]{1,200})?$/,
    cls: 'ssh-config',
    label: 'the SSH client configuration',
  },
  { re: /^\/etc\/sudoers(?:\.d\/|$)/, cls: 'sudoers', label: 'sudoers' },
  {
    // A hook runs only as settings name it; a state, cache, log or backup folder beside the scripts is
    // data, and so is a runner's log, counter or timestamp there, at the top or in the runner's own
    // folder (`hook-log.jsonl`, `audit/log.jsonl`, `.1`/`.gz` rotations, `score.json`, a `count` file, an
    // extension-less `.last-check` marker). A plugin's hooks.json runs only in an
    // installed plugin (named relative to the plugin, or under the plugin cache): a scaffolder writing
    // `<out>/<name>/hooks/hooks.json` creates a project, not a hook.
    re: /(?:^|\/)\.claude\/hooks\/(?!(?:[^/]{1,100}\/)?(?:state|cache|logs?|tmp|temp|data|run|backups?)\/)(?!(?:[^/]{1,100}\/)?(?:[^/]{0,200}\.(?:jsonl?|log|txt|csv|tsv|bak|old|lock|pid|tmp|state|db|sqlite)(?:\.\d{1,3}|\.bak|\.gz|\.old)?|(?:run-|call-)?count(?:er|s)?)$)(?!(?:[^/]{1,100}\/)?\.[\w-]{1,100}$)|(?:^(?:\.\.?\/){0,4}|(?:\.claude\/plugins\/|CLAUDE_PLUGIN_ROOT\}?\/)(?:[^/]{1,200}\/){0,8})hooks\/hooks\.json$/,
    cls: 'agent-hooks',
    label: 'agent hooks',
  },
  {
    // OpenCode loads every module in its plugin folders at start-up and runs its event handlers
    // (opencode.ai/docs/plugins): code that runs in every session, like a hook.
    re: /(?:^|\/)\.config\/opencode\/plugins?\/[^/]{1,200}\.[cm]?[jt]s$|(?:^|\/)\.opencode\/plugins?\/[^/]{1,200}\.[cm]?[jt]s$/,
    cls: 'agent-hooks',
    label: 'agent plugins that run at start-up',
  },
  {
    // Where each agent keeps its settings and MCP servers: Claude Code and Claude Desktop, Cursor, Codex,
    // Gemini CLI, VS Code, OpenCode, Continue, Windsurf (`~/.codeium/windsurf/mcp_config.json`), Cline
    // (`cline_mcp_settings.json`), Roo (`.roo/mcp.json`), Kiro (`.kiro/settings/`), Amazon Q
    // (`.amazonq/`, `~/.aws/amazonq/`), Goose (`~/.config/goose/config.yaml`), Zed, Amp and LM Studio.
    re: /(?:^|\/)\.claude\/settings(?:\.local)?\.json$|(?:^|\/)\.claude\.json$|(?:^|\/)\.mcp\.json$|\.cursor\/mcp\.json$|\.codex\/config\.toml$|\.gemini\/settings\.json$|\.vscode\/(?:settings|mcp)\.json$|(?:Code|Code - Insiders|VSCodium)\/User\/(?:settings|mcp)\.json$|claude_desktop_config\.json$|\.config\/opencode\/[^/]{1,100}\.jsonc?$|\.continue\/config\.(?:json|ya?ml)$|\.codeium\/windsurf\/mcp_config\.json$|cline_mcp_settings\.json$|\.roo\/mcp\.json$|\.kiro\/settings\/|\.amazonq\/(?:mcp|agents\/)|\.aws\/amazonq\/mcp\.json$|\.config\/goose\/config\.ya?ml$|\.config\/zed\/settings\.json$|\.config\/amp\/settings\.json$|\.lmstudio\/mcp\.json$/,
    cls: 'agent-settings',
    label: 'agent settings',
  },
  {
    // The instruction and memory files agents read into every session (src/analysis/instruction-files.ts).
    re: { test: isInstructionFile },
    cls: 'agent-memory',
    label: 'agent instructions and memory',
  },
  {
    // Runtimes load `skills/<name>/SKILL.md`: a README or index beside the skill folders is not one.
    re: /(?:^|\/)\.(?:claude|agents|codex|cursor|gemini|github|opencode|goose|copilot)\/(?:commands\/|agents\/|skills\/(?![^/]{1,200}\.(?:md|txt|json|ya?ml)$))/,
    cls: 'agent-skill',
    label: 'agent skills, commands or subagents',
  },
  {
    // A skill document written anywhere (a skill creator's `init_skill.py` writing `<dir>/SKILL.md` from a
    // template): what it holds is what every skill made from it carries, hooks included.
    re: /(?:^|\/|\})SKILL\.md$/,
    cls: 'agent-skill',
    label: 'a skill document',
    codeOnly: true,
  },
  {
    re: /^~\/\.(?:npmrc|pypirc|yarnrc(?:\.yml)?)$|(?:^|\/)pip\.conf$|(?:^|\/)pip\.ini$|\.config\/pip\/|(?:^|\/)\.condarc$|\.cargo\/config(?:\.toml)?$|\.m2\/settings\.xml$/,
    cls: 'package-config',
    label: 'package manager configuration',
  },
  {
    // A file named like a command everyone runs, in a folder early on PATH: the next `git` or `sudo` is it.
    re: /^(?:~\/(?:\.local\/)?bin|\/usr\/local\/bin|\/opt\/homebrew\/bin)\/(?:git|ssh|scp|sudo|su|ls|cat|cp|mv|rm|bash|sh|zsh|python3?|pip3?|node|npm|npx|curl|wget|gpg|make)$/,
    cls: 'path-shadow',
    label: 'a command on PATH that shadows the real one',
  },
  {
    re: /^\/(?:etc|usr|bin|sbin|lib|lib64|boot|opt|System|Library)\//,
    cls: 'system',
    label: 'a system location',
  },
  {
    re: /^\/(?:tmp|var\/tmp|dev\/shm)\/|^\$\{?TMPDIR\}?\/|^%TEMP%\//i,
    cls: 'temp',
    label: 'a temporary file',
  },
];

/**
 * Whether appending to this path adds lines to a shell script that runs when something else runs it (a
 * cron or service script): the appended text is code, analysed where it is planted. Not a temporary file.
 */
function appendsToShellScript(path: string): boolean {
  const p = normalizeHome(path.trim().replace(/^["']|["']$/g, ''));
  return /\.(?:sh|bash|zsh|ksh|command)$/i.test(p) && firstClassOf(WRITE_PATTERNS, p)?.cls !== 'temp';
}

/** Longest appended text analysed as code (the analysers embed it as a unit of its own). */
export const MAX_APPENDED_CODE = 64 * 1024;

/**
 * The code an append to one of `paths` plants, for the analysers to embed (shell `>>`, Python
 * `open(p, "a")`, Node `appendFile`): the text when some path is a shell script and the text is code-sized,
 * else undefined.
 */
export function appendedShellCode(paths: readonly string[], text: string): string | undefined {
  if (text.trim() === '' || text.length > MAX_APPENDED_CODE) return undefined;
  return paths.some(appendsToShellScript) ? text : undefined;
}

/** What a write to this path changes, if anything beyond an ordinary file. */
export function writeClassOf(path: string): { cls: WriteClass; label: string } | undefined {
  return firstClassOf(WRITE_PATTERNS, path);
}

const ASKED_WRITE_PATTERNS = WRITE_PATTERNS.filter((p) => !p.codeOnly);

/** The same for a path that text asks the agent to write (prose): skill documents by name alone excepted. */
export function askedWriteClassOf(path: string): { cls: WriteClass; label: string } | undefined {
  return firstClassOf(ASKED_WRITE_PATTERNS, path);
}

type ClassPattern<C extends string> = { re: { test(path: string): boolean }; cls: C; label: string };

/**
 * Answers per pattern table, by path. Prose asks about every path-like token of every sentence and the same
 * few (`~/.ssh`, `.env`, `SKILL.md`) recur thousands of times in a tree: a profile of the pull-request scan
 * put a tenth of the prose pass in these tables. Cleared when large, so memory stays bounded.
 */
const classMemo = new WeakMap<object, Map<string, ClassPattern<string> | null>>();
const CLASS_MEMO_MAX = 8192;

/** The class of the first pattern that matches `path`, unquoted and with the home folder spelt one way. */
function firstClassOf<C extends string>(
  patterns: ReadonlyArray<ClassPattern<C>>,
  path: string,
): { cls: C; label: string } | undefined {
  let memo = classMemo.get(patterns);
  if (!memo) {
    memo = new Map();
    classMemo.set(patterns, memo);
  }
  let hit = memo.get(path);
  if (hit === undefined) {
    hit = firstPatternOf(patterns, path) ?? null;
    if (memo.size >= CLASS_MEMO_MAX) memo.clear();
    memo.set(path, hit);
  }
  // A fresh object each time: callers may keep or spread it.
  return hit ? { cls: hit.cls as C, label: hit.label } : undefined;
}

function firstPatternOf<C extends string>(
  patterns: ReadonlyArray<ClassPattern<C>>,
  path: string,
): ClassPattern<C> | undefined {
  const p = normalizeHome(path.trim().replace(/^["']|["']$/g, ''));
  if (p === '') return undefined;
  for (const s of patterns) if (s.re.test(p)) return s;
  return undefined;
}

/** Human wording for messages (src/analysis/secret-labels.ts). */
export { SECRET_LABEL } from './secret-labels.js';
