import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/agent-copy-paths.ts
var AGENT_COPY_PATTERNS = [
  {
    // A backup or disabled copy under an agent's folder (`SKILL.md.bak`, `settings.json.orig`,
    // `CLAUDE.md.old`, `x.md.backup.20240101`): no runtime loads a file by that name.
    re: /(?:^|\/)\.(?:claude|agents|codex|cursor|gemini|github|opencode|goose|copilot)\/(?:[^/]{1,200}\/){0,12}[^/]{1,200}\.(?:bak|orig|old|backup|disabled|prev)(?:[.-][\w-]{1,40}){0,2}$/i,
    cls: "other",
    label: "a backup copy"
  },
  {
    // The agent's own program: whatever is there runs as the agent in every session (a wrapper copied over
    // `claude.exe`, the real one renamed beside it; a file of the CLI's installed package or version folder).
    re: /(?:^|\/)claude(?:-real)?\.exe$|(?:^|\/)claude-code\/[^/]{1,100}\/claude(?:-real)?(?:\.exe)?$|(?:^|\/)\.local\/share\/claude\/versions\/[^/]{1,100}$|(?:^|\/)\.claude\/local\/claude$|(?:^|\/)node_modules\/(?:@anthropic-ai\/claude-code|@openai\/codex|@google\/gemini-cli)\/|^(?:~\/(?:\.local\/)?bin|\/usr\/local\/bin|\/opt\/homebrew\/bin)\/(?:claude|codex|gemini)$/,
    cls: "agent-program",
    label: "the agent's own program"
  }
];

// src/analysis/instruction-files.ts
var CODEX_AND_OTHERS = "Codex and other AGENTS.md runtimes";
var INSTRUCTION_FILES = [
  {
    name: "CLAUDE.md",
    loader: "Claude Code",
    letterCase: "any",
    projectPaths: { "CLAUDE.md": "Claude Code", ".claude/CLAUDE.md": "Claude Code" }
  },
  {
    name: "CLAUDE.local.md",
    loader: "Claude Code",
    letterCase: "any",
    projectPaths: { "CLAUDE.local.md": "Claude Code" }
  },
  {
    name: "AGENTS.md",
    loader: CODEX_AND_OTHERS,
    letterCase: "any",
    projectPaths: { "AGENTS.md": CODEX_AND_OTHERS, ".codex/AGENTS.md": "Codex" }
  },
  // Read instead of `AGENTS.md` where both exist.
  {
    name: "AGENTS.override.md",
    loader: "Codex",
    letterCase: "any",
    projectPaths: { "AGENTS.override.md": "Codex" }
  },
  {
    name: ".codex/instructions.md",
    loader: "Codex",
    letterCase: "any",
    projectPaths: { ".codex/instructions.md": "Codex" }
  },
  {
    name: "GEMINI.md",
    loader: "Gemini CLI",
    letterCase: "any",
    projectPaths: { "GEMINI.md": "Gemini CLI", ".gemini/GEMINI.md": "Gemini CLI" }
  },
  { name: "MEMORY.md", loader: "OpenClaw and other agents with a memory file", letterCase: "any" },
  {
    name: "copilot-instructions.md",
    loader: "GitHub Copilot",
    letterCase: "any",
    projectPaths: { ".github/copilot-instructions.md": "GitHub Copilot" }
  },
  { name: ".cursorrules", loader: "Cursor", letterCase: "any", projectPaths: { ".cursorrules": "Cursor" } },
  {
    name: ".windsurfrules",
    loader: "Windsurf",
    letterCase: "any",
    projectPaths: { ".windsurfrules": "Windsurf" }
  },
  { name: ".clinerules", loader: "Cline", letterCase: "any", projectPaths: { ".clinerules": "Cline" } },
  { name: ".roorules", loader: "Roo", letterCase: "any" },
  { name: ".goosehints", loader: "Goose", letterCase: "any", projectPaths: { ".goosehints": "Goose" } },
  // OpenClaw's identity and profile files: persona, the agent's name, the user's profile.
  { name: "SOUL.md", loader: "OpenClaw", letterCase: "exact" },
  { name: "IDENTITY.md", loader: "OpenClaw", letterCase: "exact" },
  { name: "USER.md", loader: "OpenClaw", letterCase: "exact" },
  { name: "TOOLS.md", loader: "OpenClaw", letterCase: "exact", workspaceOnly: true },
  { name: "BOOTSTRAP.md", loader: "OpenClaw", letterCase: "exact", workspaceOnly: true },
  // Read on every heartbeat run: a checklist the agent carries out on a schedule.
  { name: "HEARTBEAT.md", loader: "OpenClaw", letterCase: "exact", workspaceOnly: true }
];
var INSTRUCTION_FOLDERS = /\.claude\/output-styles\/[^/]{1,200}\.md$|\.claude\/rules\/|\.claude\/memory\/|\.cursor\/rules\/|\.github\/instructions\/|\.windsurf\/rules\/|\.codeium\/windsurf\/memories\/|(?:^|\/)\.clinerules\/|Cline\/Rules\/|\.roo\/rules(?:-[\w-]{1,40})?\/|\.kiro\/steering\/|\.amazonq\/rules\/|\.continue\/rules\/|\.openclaw(?:-[\w-]{1,40})?\/workspace(?:-[\w-]{1,40})?\/memory\//i;
var WORKSPACE = String.raw`\.openclaw(?:-[\w-]{1,40})?\/workspace(?:-[\w-]{1,40})?\/`;
var escaped = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`);
function namesRe(letterCase, workspace) {
  const names = INSTRUCTION_FILES.filter(
    (f) => f.letterCase === letterCase && !!f.workspaceOnly === workspace
  ).map((f) => escaped(f.name));
  return new RegExp(
    `(?:^|\\/)${workspace ? WORKSPACE : ""}(?:${names.join("|")})$`,
    letterCase === "any" ? "i" : ""
  );
}
var MATCHERS = [
  namesRe("any", false),
  namesRe("exact", false),
  namesRe("exact", true),
  INSTRUCTION_FOLDERS
];
var MARKDOWN_RULE_FOLDERS = /\.claude\/rules\/|\.cursor\/rules\/|\.github\/instructions\/|\.windsurf\/rules\/|\.kiro\/steering\/|\.amazonq\/rules\//i;
function otherSuffix(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 && !/[$*{}`%]/.test(name) && !/^\.(?:md|mdc|markdown)$/i.test(name.slice(dot));
}
function isInstructionFile(path) {
  if (MARKDOWN_RULE_FOLDERS.test(path) && otherSuffix(path) && !MATCHERS.slice(0, 3).some((re) => re.test(path)))
    return false;
  return MATCHERS.some((re) => re.test(path));
}
function projectInstructionFiles() {
  const out = {};
  for (const f of INSTRUCTION_FILES) Object.assign(out, f.projectPaths);
  return out;
}
var WORKSPACE_FILE = new RegExp(`(?:^|\\/)${WORKSPACE}`);
function inAgentWorkspace(path) {
  return WORKSPACE_FILE.test(path);
}

// src/analysis/secret-patterns.ts
var SECRET_PATTERNS = [
  {
    re: /(?:^|\/)\.ssh\/(?:id_[\w-]{1,40}(?!\.pub)(?:$|[^\w.])|[\w.-]{1,80}\.(?:pem|key)$|\*(?!\.pub)|$)/,
    cls: "ssh-key",
    label: "SSH private keys"
  },
  { re: /(?:^|\/)\.ssh\/?$/, cls: "ssh-key", label: "the SSH key folder" },
  // Any other file of the home SSH folder without an extension is a key by another name (`deploy_key`,
  // `github_ed25519`, `work`): what else lives there is named (config, known_hosts, authorized_keys, rc).
  {
    re: /^~\/\.ssh\/(?!(?:config|known_hosts2?|authorized_keys2?|environment|rc|agent)$)[\w-]{1,80}$/,
    cls: "ssh-key",
    label: "SSH private keys"
  },
  // Keys live in `credentials`; `config` holds profiles, regions and SSO settings (the CLI can read keys
  // there, but its docs and `aws configure` put them in `credentials`). The SSO and CLI caches hold the
  // short-lived credentials the CLI obtained.
  {
    re: /(?:^|\/)\.aws\/(?:credentials\b|(?:sso|cli)\/cache(?:\/|$))/,
    cls: "cloud-credentials",
    label: "AWS credentials"
  },
  // The whole folder, as folder-copying tools name it (`aws s3 sync ~/.aws …`, `rsync -a ~/.aws host:`).
  { re: /(?:^|\/)\.aws\/?$/, cls: "cloud-credentials", label: "the AWS credentials folder" },
  {
    re: /(?:^|\/)\.config\/gcloud\b|application_default_credentials\.json/,
    cls: "cloud-credentials",
    label: "Google Cloud credentials"
  },
  {
    re: /(?:^|\/)\.azure\/(?:accessTokens|msal_token_cache|azureProfile)/,
    cls: "cloud-credentials",
    label: "Azure tokens"
  },
  { re: /(?:^|\/)\.config\/gh\/hosts\.ya?ml\b/, cls: "cli-token", label: "the GitHub CLI token file" },
  { re: /(?:^|\/)\.config\/gh\/?$/, cls: "cli-token", label: "the GitHub CLI config folder" },
  // Deploy and cloud CLIs' login files (rules/credential-access.md lists them): wrangler's OAuth token,
  // flyctl's access token, the Vercel, Netlify and Railway CLIs' auth files, doctl, Terraform Cloud,
  // Pulumi, cloudflared's tunnel certificate, the GitLab CLI, Databricks, Kaggle's API key and the Hugging
  // Face token, App Store Connect API keys where `altool` looks for them, the Stripe CLI's config (its
  // `*_mode_api_key` lines), the Vagrant Cloud token `vagrant login` saves
  // (`~/.vagrant.d/data/vagrant_login_token`). A project's own `.vercel/`, `fly.toml` or `.wrangler/state/`
  // is not a login.
  {
    re: /(?:^|\/)\.wrangler\/config\/[\w.-]{1,40}\.toml$|(?:^|\/)\.fly\/config\.ya?ml$|(?:^|\/)(?:com\.vercel\.cli|\.vercel)\/(?:Data\/)?auth\.json$|(?:\.config|Preferences|^~)\/\.?netlify\/config\.json$|^~\/\.railway\/config\.json$|(?:^|\/)doctl\/config\.ya?ml$|(?:^|\/)\.terraform\.d\/credentials\.tfrc\.json$|^~\/\.pulumi\/credentials\.json$|^~\/\.cloudflared\/cert\.pem$|(?:^|\/)\.config\/glab-cli\/config\.ya?ml$|^~\/\.databrickscfg$|^~\/\.supabase\/access-token$|^~\/\.kaggle\/kaggle\.json$|^~\/\.config\/stripe\/config\.toml$|^~\/(?:\.cache\/)?huggingface\/token$|^~\/\.huggingface\/token$|^~\/\.vagrant\.d\/data\/vagrant_login_token$|^~\/(?:\.?private_keys|\.appstoreconnect\/private_keys)\/AuthKey_[\w-]{1,40}\.p8$/,
    cls: "cli-token",
    label: "a CLI login token"
  },
  // Database clients' password files in the home folder: libpq reads `~/.pgpass` (host:port:db:user:password
  // lines), the MySQL client `~/.my.cnf` and the obfuscated `~/.mylogin.cnf`; dbt keeps every warehouse
  // login (passwords, tokens, key paths) in `~/.dbt/profiles.yml`, SnowSQL in `~/.snowsql/config`, the
  // Snowflake CLI in `connections.toml`/`config.toml` under `~/.snowflake` or `~/.config/snowflake`. A
  // project's own `.my.cnf` or `profiles.yml` (dbt reads `env_var()` there) is configuration, not the
  // user's logins.
  {
    re: /^~\/\.(?:pgpass|my\.cnf|mylogin\.cnf|dbt\/profiles\.ya?ml|snowsql\/config)$|^~\/(?:\.snowflake|\.config\/snowflake)\/(?:connections|config)\.toml$/,
    cls: "cli-token",
    label: "a database client's password file"
  },
  { re: /(?:^|\/)\.git-credentials\b/, cls: "git-credentials", label: "stored git credentials" },
  {
    // Gradle's per-user `gradle.properties` (signing and repository passwords: `signing.password`,
    // `mavenCentralPassword`) and Maven's `settings.xml` `<server>` passwords with their master key; a
    // project's own `gradle.properties` holds versions and JVM flags.
    // NuGet keeps feed passwords (`<packageSourceCredentials>`, `ClearTextPassword`) in the user's
    // `NuGet/NuGet.Config` (`%APPDATA%` on Windows, `~/.nuget` or `~/.config` elsewhere); a project's own
    // NuGet.Config lists feeds.
    // Dart's pub keeps its pub.dev login in `dart/pub-credentials.json` under the user's config folder
    // (`~/.config`, `$XDG_CONFIG_HOME`, `%APPDATA%`), and Hex its API key in `~/.hex/hex.config`.
    re: /^~\/\.(?:netrc|npmrc|pypirc|yarnrc(?:\.yml)?|gem\/credentials|cargo\/credentials(?:\.toml)?|(?:config\/)?composer\/auth\.json|gradle\/gradle\.properties$|m2\/settings(?:-security)?\.xml$|hex\/hex\.config$)\b|(?:^~\/\.config|XDG_CONFIG_HOME\}?|APPDATA%?|AppData\/Roaming)\/dart\/pub-credentials\.json$|(?:^~\/\.nuget|^~\/\.config|APPDATA%?|AppData\/Roaming)\/NuGet\/NuGet\.Config$/i,
    cls: "registry-token",
    label: "registry tokens"
  },
  { re: /(?:^|\/)\.docker\/config\.json\b/, cls: "docker-config", label: "Docker registry credentials" },
  { re: /(?:^|\/)\.kube\/config\b/, cls: "kube-config", label: "the Kubernetes config" },
  { re: /(?:^|\/)\.kube\/?$/, cls: "kube-config", label: "the Kubernetes config folder" },
  // The token Kubernetes mounts into every pod (and the web-identity tokens EKS and Azure mount beside it):
  // it authenticates as the pod's service account, to the cluster API and to clouds trusting it.
  {
    re: /^\/(?:var\/)?run\/secrets\/[\w.-]{1,80}\/serviceaccount\/token$|^\/(?:var\/)?run\/secrets\/azure\/tokens\/azure-identity-token$/,
    cls: "service-account-token",
    label: "the pod's service-account token"
  },
  // The folder and its keys; not GnuPG's own settings files, which hold options, program paths and key ids
  // (a pinentry-program line written there is persistence's, not a secret read).
  {
    re: /(?:^|\/)\.gnupg\b(?!\/(?:gpg|gpg-agent|dirmngr|scdaemon|common)\.conf\b|\/sshcontrol\b)/,
    cls: "gpg-keyring",
    label: "the GnuPG keyring"
  },
  {
    re: /login\.keychain|\/Keychains\/|(?:^|\s)security\s+find-(?:generic|internet)-password/,
    cls: "keychain",
    label: "the macOS keychain"
  },
  {
    // The browser's name as a word of the path (`google-chrome`, `Microsoft Edge`, `.mozilla`,
    // `BraveSoftware`), not inside another word: `knowledge/notes/*` is not Edge's cookie jar.
    re: /(?<![a-z0-9])(?:Chrome|Chromium|Brave(?:Software)?|Microsoft[ _/-]?Edge|Firefox|Mozilla|Opera(?:Software)?|Vivaldi|Safari)(?![a-z])[^\n]{0,120}?(?:Login Data|Cookies|cookies\.sqlite|logins\.json|key4\.db|Local State|Web Data)/i,
    cls: "browser-data",
    label: "browser passwords and cookies"
  },
  // Desktop apps built on Electron keep the signed-in session as a browser does, in their own folder
  // (`~/.config/Slack`, `~/Library/Application Support/Slack`, `%APPDATA%\\discord`): the cookie database
  // (Slack's `d` cookie), Local Storage's LevelDB (Slack's `xoxc-` token, Discord's user token), and for
  // Teams the same files; Signal's `config.json` holds the key of its message database, Telegram Desktop's
  // `tdata` the session. The app's name is a folder of the path, not a word inside another.
  {
    re: /(?:^|[/\\])(?:Slack|discord(?:canary|ptb)?|Discord(?:Canary|PTB)?|Microsoft[/\\]Teams|MSTeams)[/\\](?:Network[/\\])?(?:Cookies|Local Storage|Session Storage|IndexedDB)\b|(?:^|[/\\])Signal[/\\](?:config\.json$|sql[/\\]db\.sqlite)|(?:^|[/\\])Telegram Desktop[/\\]tdata\b/,
    cls: "app-session",
    label: "a desktop app's signed-in session (its cookies and tokens)"
  },
  {
    re: /wallet\.dat|\.config\/solana\/id\.json|\.ethereum\/keystore|Exodus\/exodus\.wallet|Electrum\/wallets|\.bitcoin\/|nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|Phantom|MetaMask/i,
    cls: "wallet",
    label: "cryptocurrency wallets"
  },
  {
    re: /(?:^|\/)\.claude\/\.credentials\.json|(?:^|\/)\.codex\/auth\.json|(?:^|\/)\.config\/github-copilot\/(?:hosts|apps)\.json/,
    cls: "agent-credentials",
    label: "agent credentials"
  },
  // OpenClaw (formerly Clawdbot, Moltbot) keeps its chat channels' bot tokens, the model providers' API keys
  // and the gateway token in its one settings file: read as settings (like `.env`), sent as the keys.
  {
    re: /(?:^|\/)\.(?:openclaw|clawdbot|moltbot)\/(?:openclaw|clawdbot|moltbot)\.json5?$/,
    cls: "agent-config",
    label: "an agent's settings file with its model and channel keys"
  },
  {
    re: /(?:^|\/)\.claude\/projects\/(?![\w.@-]{0,200}\/memory\/)|\.jsonl$.*transcript|(?:^|\/)\.codex\/sessions\//,
    cls: "agent-transcript",
    label: "agent transcripts"
  },
  {
    re: /(?:^|\/)\.(?:bash|zsh|sh)_history\b|(?:^|\/)\.python_history\b|\.local\/share\/fish\/fish_history/,
    cls: "shell-history",
    label: "shell history"
  },
  { re: /^\/etc\/(?:shadow|gshadow)\b/, cls: "system-secret", label: "system password files" },
  {
    re: /169\.254\.169\.254|metadata\.google\.internal/,
    cls: "cloud-metadata",
    label: "the cloud instance metadata service"
  },
  {
    re: /(?:^|\/)\.env(?:\.(?!example\b|sample\b|template\b|dist\b|defaults?\b|schema\b|tpl\b)[\w-]{1,40})?$/,
    cls: "dotenv",
    label: "a .env file"
  }
];

// src/analysis/secret-labels.ts
var SECRET_LABEL = {
  "ssh-key": "SSH private keys",
  "cloud-credentials": "cloud credentials",
  "registry-token": "package registry tokens",
  "git-credentials": "stored git credentials",
  "cli-token": "a CLI token file",
  "kube-config": "the Kubernetes config",
  "service-account-token": "the pod's service-account token",
  "docker-config": "Docker registry credentials",
  "gpg-keyring": "the GnuPG keyring",
  wallet: "cryptocurrency wallets",
  keychain: "the macOS keychain",
  "browser-data": "browser passwords and cookies",
  "app-session": "a desktop app's signed-in session (its cookies and tokens)",
  dotenv: "a .env file",
  "agent-config": "an agent's settings file with its model and channel keys",
  "agent-credentials": "agent credentials",
  "agent-transcript": "agent transcripts",
  "shell-history": "shell history",
  "system-secret": "system password files",
  "cloud-metadata": "the cloud instance metadata service",
  "env-secret": "a secret environment variable",
  "cli-login-token": "the user's CLI login token",
  "env-all": "the whole environment",
  "database-credentials": "database rows with the application's credentials (password hashes, tokens)",
  clipboard: "the clipboard (what the user last copied: passwords and tokens pass through it)",
  "screen-capture": "images of the user's screen",
  "ssh-agent": "the ssh-agent (it signs with every SSH key it holds)",
  "scanned-secret": "keys a secret scanner's patterns matched in the files, unredacted"
};

// src/analysis/paths.ts
function normalizeHome(path) {
  return path.slice(0, 4096).replace(/\\/g, "/").replace(/^\$\{?CLAUDE_CONFIG_DIR\}?(?=\/|$)/, "~/.claude").replace(
    /^(?:\$\{?HOME\}?|\$env:(?:USERPROFILE|HOME)|%USERPROFILE%|%HOMEPATH%|\/home\/[^/\s]{1,64}|\/Users\/[^/\s]{1,64}|\/root|~[^/\s]{0,64})(?=\/|$)/i,
    "~"
  ).replace(/\/{2,}/g, "/");
}
function secretOf(path) {
  return firstClassOf(SECRET_PATTERNS, path);
}
var SECRET_ENV_NAME = /^(?!(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|VITE|REACT_APP|GATSBY)_)(?:[A-Z0-9_]{0,60}(?:SECRET|TOKEN(?!IZ)|PASSWORD|PASSWD|API_?KEY|PRIVATE_KEY|ACCESS_KEY|CREDENTIALS?|AUTH(?:ORIZATION)?(?![A-Z]))[A-Z0-9_]{0,60})$/i;
var WRITE_PATTERNS = [
  {
    // Inside a folder made for this run (`$(mktemp -d)/…`, Python's `tempfile.mkdtemp()` and
    // `TemporaryDirectory()`, Node's `fs.mkdtempSync()`): whatever it is named, it is gone with the
    // folder, and no runtime reads it. Checked first. So is a folder under the temporary folder named for
    // this process (`/tmp/<name>-$$/`, `$TMPDIR/x.$BASHPID/`): no later process knows the name to load it.
    re: /^(?:\/tmp|\/var\/tmp|\$\{?TMPDIR\}?)\/[\w.-]{0,100}\$(?:\$|\{\$\}|\{?BASHPID\b\}?)[\w.-]{0,40}\/|^\$\(mktemp\b[^)]{0,80}\)\/|^\$\{?(?:[\w]{1,20}\.){0,2}(?:mkdtemp(?:Sync)?|TemporaryDirectory|gettempdir|tmpdir)\b/,
    cls: "temp",
    label: "a temporary file"
  },
  {
    // A staging file made for the run (`tmp=$(mktemp "$dir/.tmp.XXXXXX"); cp src "$tmp"; mv "$tmp" "$dest"`):
    // its random name has a dot before the X's and no suffix after them, so no loader picks it up — those
    // that load by suffix (`*.md`, `*.json`) do not match it, and cron.d or sudoers.d skip names with a dot.
    // The rename that follows is the write that counts.
    re: /^\$\(mktemp\s+["']?[^)\s"']{0,200}\/[^/)\s"']{0,60}\.X{3,40}["']?\)$/,
    cls: "temp",
    label: "a temporary file"
  },
  ...AGENT_COPY_PATTERNS,
  {
    // `~/.bash_completion` and `/etc/bash_completion.d/*` are sourced by bash-completion in every interactive
    // shell (unlike the per-command files under `completions/`, loaded when that command is completed).
    // Oh My Zsh sources every `$ZSH_CUSTOM/*.zsh` and the enabled plugins' `*.plugin.zsh` in every zsh.
    re: /(?:^|\/)\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|cshrc|tcshrc|bash_completion|inputrc)$|^\/etc\/bash_completion\.d\/|\.config\/fish\/(?:config\.fish|conf\.d\/[^/]{1,200}\.fish)$|^\/etc\/(?:profile|bash\.bashrc|zshrc|environment)$|^\/etc\/profile\.d\/|(?:^|\/)Microsoft\.[\w.]{1,40}_profile\.ps1$|(?:^|\/)(?:Windows)?PowerShell\/(?:[\w.]{1,12}\/)?profile\.ps1$|\/Command Processor\/AutoRun$|(?:\.oh-my-zsh\/custom|\$\{?ZSH_CUSTOM\}?)\/(?:[^/]{1,200}\.zsh|plugins\/[^/]{1,100}\/[^/]{1,200}\.plugin\.zsh|themes\/[^/]{1,200}\.zsh-theme)$/i,
    cls: "shell-rc",
    label: "a shell startup file"
  },
  {
    // Neovim sources `init.lua`/`init.vim` and every file of the `plugin/` and `after/plugin/` folders of
    // its config (and of each package under `pack/*/start/`) at every start; Vim the same under `~/.vim`,
    // plus `.vimrc`; Emacs loads its init file; Sublime Text imports the top-level `.py` files of every
    // package folder (`Packages/User/` included). Code there runs whenever the user opens the editor.
    re: /(?:^|\/)(?:\.config\/nvim|nvim|\.vim|vimfiles)\/(?:init\.(?:lua|vim)|(?:after\/)?plugin\/|(?:site\/)?pack\/[^/]{1,100}\/start\/[^/]{1,200}\/(?:after\/)?plugin\/)|(?:^|\/)\.(?:vimrc|gvimrc|exrc|emacs)$|(?:^|\/)(?:\.emacs\.d|\.config\/emacs)\/(?:early-)?init\.el$|(?:^|\/)\$\{?XDG_CONFIG_HOME[^/]{0,40}\/nvim\/(?:init\.(?:lua|vim)|(?:after\/)?plugin\/)|(?:^|\/)(?:Sublime Text(?: \d)?|sublime-text(?:-\d)?)\/Packages\/[^/]{1,100}\/[^/]{1,200}\.py$/i,
    cls: "editor-startup",
    label: "an editor start-up file"
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
    cls: "tool-startup",
    label: "a program's start-up file"
  },
  {
    re: /(?:^|\/)libreoffice\/\d{1,2}\/user\/basic\/|(?:^|\/)Microsoft\/(?:Excel\/XLSTART|Templates\/Normal\.dotm|Excel\/XLSTART\/PERSONAL\.XLSB)/i,
    cls: "office-macros",
    label: "the user's office macros"
  },
  {
    // Gradle runs `init.gradle(.kts)` and every `*.gradle(.kts)` of `init.d/` in the user's Gradle home
    // (`~/.gradle`, or `$GRADLE_USER_HOME`) before every build on the machine, in every project; sbt loads
    // the global `*.sbt` files and `plugins/` of `~/.sbt/<version>/` into every build.
    re: /(?:^|\/)(?:\.gradle|\$\{?GRADLE_USER_HOME[^/]{0,60})\/(?:init\.gradle(?:\.kts)?|init\.d\/[^/]{1,200}\.gradle(?:\.kts)?)$|(?:^|\/)\.sbt\/[\d.]{1,8}\/(?:[^/]{1,200}\.sbt|plugins\/[^/]{1,200}\.(?:sbt|scala))$/i,
    cls: "build-startup",
    label: "a build tool's init script"
  },
  {
    // Every `.pth` file in a site folder is read when any Python interpreter starts (its `import` lines
    // run), and `sitecustomize`/`usercustomize` are imported then. The folder is often named only by the
    // call that finds it (`$(python3 -m site --user-site)`, `site.getusersitepackages()`, `purelib`).
    // IPython runs every file of a profile's `startup/` folder when it starts.
    re: /lib\/(?:python[\d.]{0,8}\/)?(?:site|dist)-packages\/(?:[^/]{1,200}\.pth|(?:site|user)customize\.py)$|(?:user-?site|sitepackages|purelib|platlib|USER_SITE|get_python_lib)[^/]{0,40}\/(?:[^/]{1,200}\.pth|(?:site|user)customize\.py)$|(?:^|\/)lib\/python[\d.]{0,8}\/(?:site|user)customize\.py$|\.ipython\/profile_[^/]{1,64}\/startup\//i,
    cls: "python-startup",
    label: "a Python start-up file"
  },
  {
    // A module put into a site folder by hand is importable by every interpreter that uses it.
    re: /lib\/(?:python[\d.]{0,8}\/)?(?:site|dist)-packages\/[^/]|(?:user-?site|sitepackages|purelib|platlib|USER_SITE|get_python_lib)[^/]{0,40}\/[^/]/i,
    cls: "site-packages",
    label: "a Python package folder"
  },
  {
    // sshd runs the user's `~/.ssh/rc` (else `/etc/ssh/sshrc`) with sh at every login (sshd(8)).
    re: /Library\/Launch(?:Agents|Daemons)\/|\.config\/systemd\/user\/|^\/etc\/systemd\/system\/|^\/lib\/systemd\/|\.config\/autostart\/|^\/etc\/cron|^\/etc\/rc\.local$|^\/etc\/init\.d\/|\/var\/spool\/cron|Start Menu\/Programs\/Startup|CurrentVersion\/(?:Run(?:Once(?:Ex)?|Services(?:Once)?)?|Policies\/Explorer\/Run)\b|Windows NT\/CurrentVersion\/Winlogon\b|Image File Execution Options\/|(?:^|\/)Environment\/UserInitMprLogonScript$|\/System32\/Tasks\/|Library\/LoginItems|(?:^|\/)\.ssh\/rc$|^\/etc\/ssh\/sshrc$/i,
    cls: "autostart",
    label: "an autostart location"
  },
  { re: /(?:^|\/)\.git\/hooks\/|(?:^|\/)\.husky\//, cls: "git-hooks", label: "git hooks" },
  {
    re: /(?:^|\/)\.gitconfig$|(?:^|\/)\.config\/git\/config$|^\/etc\/gitconfig$/,
    cls: "git-config",
    label: "global git configuration"
  },
  { re: /\.ssh\/authorized_keys2?$/, cls: "ssh-authorized-keys", label: "SSH authorized_keys" },
  {
    // ssh reads these before every connection (git over ssh included); before the system pattern below.
    re: /(?:^|\/)\.ssh\/config(?:\.d\/[^/]{1,200})?$|^\/etc\/ssh\/ssh_config(?:\.d\/[^/]{1,200})?$/,
    cls: "ssh-config",
    label: "the SSH client configuration"
  },
  { re: /^\/etc\/sudoers(?:\.d\/|$)/, cls: "sudoers", label: "sudoers" },
  {
    // A hook runs only as settings name it; a state, cache, log or backup folder beside the scripts is
    // data, and so is a runner's log, counter or timestamp there, at the top or in the runner's own
    // folder (`hook-log.jsonl`, `audit/log.jsonl`, `.1`/`.gz` rotations, `score.json`, a `count` file, an
    // extension-less `.last-check` marker). A plugin's hooks.json runs only in an
    // installed plugin (named relative to the plugin, or under the plugin cache): a scaffolder writing
    // `<out>/<name>/hooks/hooks.json` creates a project, not a hook.
    re: /(?:^|\/)\.claude\/hooks\/(?!(?:[^/]{1,100}\/)?(?:state|cache|logs?|tmp|temp|data|run|backups?)\/)(?!(?:[^/]{1,100}\/)?(?:[^/]{0,200}\.(?:jsonl?|log|txt|csv|tsv|bak|old|lock|pid|tmp|state|db|sqlite)(?:\.\d{1,3}|\.bak|\.gz|\.old)?|(?:run-|call-)?count(?:er|s)?)$)(?!(?:[^/]{1,100}\/)?\.[\w-]{1,100}$)|(?:^(?:\.\.?\/){0,4}|(?:\.claude\/plugins\/|CLAUDE_PLUGIN_ROOT\}?\/)(?:[^/]{1,200}\/){0,8})hooks\/hooks\.json$/,
    cls: "agent-hooks",
    label: "agent hooks"
  },
  {
    // OpenCode loads every module in its plugin folders at start-up and runs its event handlers
    // (opencode.ai/docs/plugins): code that runs in every session, like a hook.
    re: /(?:^|\/)\.config\/opencode\/plugins?\/[^/]{1,200}\.[cm]?[jt]s$|(?:^|\/)\.opencode\/plugins?\/[^/]{1,200}\.[cm]?[jt]s$/,
    cls: "agent-hooks",
    label: "agent plugins that run at start-up"
  },
  {
    // Where each agent keeps its settings and MCP servers: Claude Code and Claude Desktop, Cursor, Codex,
    // Gemini CLI, VS Code, OpenCode, Continue, Windsurf (`~/.codeium/windsurf/mcp_config.json`), Cline
    // (`cline_mcp_settings.json`), Roo (`.roo/mcp.json`), Kiro (`.kiro/settings/`), Amazon Q
    // (`.amazonq/`, `~/.aws/amazonq/`), Goose (`~/.config/goose/config.yaml`), Zed, Amp and LM Studio.
    re: /(?:^|\/)\.claude\/settings(?:\.local)?\.json$|(?:^|\/)\.claude\.json$|(?:^|\/)\.mcp\.json$|\.cursor\/mcp\.json$|\.codex\/config\.toml$|\.gemini\/settings\.json$|\.vscode\/(?:settings|mcp)\.json$|(?:Code|Code - Insiders|VSCodium)\/User\/(?:settings|mcp)\.json$|claude_desktop_config\.json$|\.config\/opencode\/[^/]{1,100}\.jsonc?$|\.continue\/config\.(?:json|ya?ml)$|\.codeium\/windsurf\/mcp_config\.json$|cline_mcp_settings\.json$|\.roo\/mcp\.json$|\.kiro\/settings\/|\.amazonq\/(?:mcp|agents\/)|\.aws\/amazonq\/mcp\.json$|\.config\/goose\/config\.ya?ml$|\.config\/zed\/settings\.json$|\.config\/amp\/settings\.json$|\.lmstudio\/mcp\.json$/,
    cls: "agent-settings",
    label: "agent settings"
  },
  {
    // The instruction and memory files agents read into every session (src/analysis/instruction-files.ts).
    re: { test: isInstructionFile },
    cls: "agent-memory",
    label: "agent instructions and memory"
  },
  {
    // Runtimes load `skills/<name>/SKILL.md`: a README or index beside the skill folders is not one.
    re: /(?:^|\/)\.(?:claude|agents|codex|cursor|gemini|github|opencode|goose|copilot)\/(?:commands\/|agents\/|skills\/(?![^/]{1,200}\.(?:md|txt|json|ya?ml)$))/,
    cls: "agent-skill",
    label: "agent skills, commands or subagents"
  },
  {
    // A skill document written anywhere (a skill creator's `init_skill.py` writing `<dir>/SKILL.md` from a
    // template): what it holds is what every skill made from it carries, hooks included.
    re: /(?:^|\/|\})SKILL\.md$/,
    cls: "agent-skill",
    label: "a skill document",
    codeOnly: true
  },
  {
    re: /^~\/\.(?:npmrc|pypirc|yarnrc(?:\.yml)?)$|(?:^|\/)pip\.conf$|(?:^|\/)pip\.ini$|\.config\/pip\/|(?:^|\/)\.condarc$|\.cargo\/config(?:\.toml)?$|\.m2\/settings\.xml$/,
    cls: "package-config",
    label: "package manager configuration"
  },
  {
    // A file named like a command everyone runs, in a folder early on PATH: the next `git` or `sudo` is it.
    re: /^(?:~\/(?:\.local\/)?bin|\/usr\/local\/bin|\/opt\/homebrew\/bin)\/(?:git|ssh|scp|sudo|su|ls|cat|cp|mv|rm|bash|sh|zsh|python3?|pip3?|node|npm|npx|curl|wget|gpg|make)$/,
    cls: "path-shadow",
    label: "a command on PATH that shadows the real one"
  },
  {
    re: /^\/(?:etc|usr|bin|sbin|lib|lib64|boot|opt|System|Library)\//,
    cls: "system",
    label: "a system location"
  },
  {
    re: /^\/(?:tmp|var\/tmp|dev\/shm)\/|^\$\{?TMPDIR\}?\/|^%TEMP%\//i,
    cls: "temp",
    label: "a temporary file"
  }
];
function appendsToShellScript(path) {
  const p = normalizeHome(path.trim().replace(/^["']|["']$/g, ""));
  return /\.(?:sh|bash|zsh|ksh|command)$/i.test(p) && firstClassOf(WRITE_PATTERNS, p)?.cls !== "temp";
}
var MAX_APPENDED_CODE = 64 * 1024;
function appendedShellCode(paths, text) {
  if (text.trim() === "" || text.length > MAX_APPENDED_CODE) return void 0;
  return paths.some(appendsToShellScript) ? text : void 0;
}
function writeClassOf(path) {
  return firstClassOf(WRITE_PATTERNS, path);
}
var ASKED_WRITE_PATTERNS = WRITE_PATTERNS.filter((p) => !p.codeOnly);
function askedWriteClassOf(path) {
  return firstClassOf(ASKED_WRITE_PATTERNS, path);
}
var classMemo = /* @__PURE__ */ new WeakMap();
var CLASS_MEMO_MAX = 8192;
function firstClassOf(patterns, path) {
  let memo = classMemo.get(patterns);
  if (!memo) {
    memo = /* @__PURE__ */ new Map();
    classMemo.set(patterns, memo);
  }
  let hit = memo.get(path);
  if (hit === void 0) {
    hit = firstPatternOf(patterns, path) ?? null;
    if (memo.size >= CLASS_MEMO_MAX) memo.clear();
    memo.set(path, hit);
  }
  return hit ? { cls: hit.cls, label: hit.label } : void 0;
}
function firstPatternOf(patterns, path) {
  const p = normalizeHome(path.trim().replace(/^["']|["']$/g, ""));
  if (p === "") return void 0;
  for (const s of patterns) if (s.re.test(p)) return s;
  return void 0;
}

export {
  projectInstructionFiles,
  inAgentWorkspace,
  SECRET_LABEL,
  normalizeHome,
  secretOf,
  SECRET_ENV_NAME,
  MAX_APPENDED_CODE,
  appendedShellCode,
  writeClassOf,
  askedWriteClassOf
};
