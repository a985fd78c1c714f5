import type { SecretClass } from './facts-values.js';

/**
 * The secret stores a path can name, most specific first (src/analysis/paths.ts `secretOf` tests a normalised
 * path against them): kept apart from the write classes so each list has room to grow.
 */

interface SecretPattern {
  re: RegExp;
  cls: SecretClass;
  label: string;
}

/** Most specific first. Tested against a normalised path (see `normalizeHome`). */
export const SECRET_PATTERNS: SecretPattern[] = [
  {
    re: /(?:^|\/)\.ssh\/(?:id_[\w-]{1,40}(?!\.pub)(?:$|[^\w.])|[\w.-]{1,80}\.(?:pem|key)$|\*(?!\.pub)|$)/,
    cls: 'ssh-key',
    label: 'SSH private keys',
  },
  { re: /(?:^|\/)\.ssh\/?$/, cls: 'ssh-key', label: 'the SSH key folder' },
  // Any other file of the home SSH folder without an extension is a key by another name (`deploy_key`,
  // `github_ed25519`, `work`): what else lives there is named (config, known_hosts, authorized_keys, rc).
  {
    re: /^~\/\.ssh\/(?!(?:config|known_hosts2?|authorized_keys2?|environment|rc|agent)$)[\w-]{1,80}$/,
    cls: 'ssh-key',
    label: 'SSH private keys',
  },
  // Keys live in `credentials`; `config` holds profiles, regions and SSO settings (the CLI can read keys
  // there, but its docs and `aws configure` put them in `credentials`). The SSO and CLI caches hold the
  // short-lived credentials the CLI obtained.
  {
    re: /(?:^|\/)\.aws\/(?:credentials\b|(?:sso|cli)\/cache(?:\/|$))/,
    cls: 'cloud-credentials',
    label: 'AWS credentials',
  },
  // The whole folder, as folder-copying tools name it (`aws s3 sync ~/.aws …`, `rsync -a ~/.aws host:`).
  { re: /(?:^|\/)\.aws\/?$/, cls: 'cloud-credentials', label: 'the AWS credentials folder' },
  {
    re: /(?:^|\/)\.config\/gcloud\b|application_default_credentials\.json/,
    cls: 'cloud-credentials',
    label: 'Google Cloud credentials',
  },
  {
    re: /(?:^|\/)\.azure\/(?:accessTokens|msal_token_cache|azureProfile)/,
    cls: 'cloud-credentials',
    label: 'Azure tokens',
  },
  { re: /(?:^|\/)\.config\/gh\/hosts\.ya?ml\b/, cls: 'cli-token', label: 'the GitHub CLI token file' },
  { re: /(?:^|\/)\.config\/gh\/?$/, cls: 'cli-token', label: 'the GitHub CLI config folder' },
  // Deploy and cloud CLIs' login files (rules/credential-access.md lists them): wrangler's OAuth token,
  // flyctl's access token, the Vercel, Netlify and Railway CLIs' auth files, doctl, Terraform Cloud,
  // Pulumi, cloudflared's tunnel certificate, the GitLab CLI, Databricks, Kaggle's API key and the Hugging
  // Face token, App Store Connect API keys where `altool` looks for them, the Stripe CLI's config (its
  // `*_mode_api_key` lines), the Vagrant Cloud token `vagrant login` saves
  // (`~/.vagrant.d/data/vagrant_login_token`). A project's own `.vercel/`, `fly.toml` or `.wrangler/state/`
  // is not a login.
  {
    re: /(?:^|\/)\.wrangler\/config\/[\w.-]{1,40}\.toml$|(?:^|\/)\.fly\/config\.ya?ml$|(?:^|\/)(?:com\.vercel\.cli|\.vercel)\/(?:Data\/)?auth\.json$|(?:\.config|Preferences|^~)\/\.?netlify\/config\.json$|^~\/\.railway\/config\.json$|(?:^|\/)doctl\/config\.ya?ml$|(?:^|\/)\.terraform\.d\/credentials\.tfrc\.json$|^~\/\.pulumi\/credentials\.json$|^~\/\.cloudflared\/cert\.pem$|(?:^|\/)\.config\/glab-cli\/config\.ya?ml$|^~\/\.databrickscfg$|^~\/\.supabase\/access-token$|^~\/\.kaggle\/kaggle\.json$|^~\/\.config\/stripe\/config\.toml$|^~\/(?:\.cache\/)?huggingface\/token$|^~\/\.huggingface\/token$|^~\/\.vagrant\.d\/data\/vagrant_login_token$|^~\/(?:\.?private_keys|\.appstoreconnect\/private_keys)\/AuthKey_[\w-]{1,40}\.p8$/,
    cls: 'cli-token',
    label: 'a CLI login token',
  },
  // Database clients' password files in the home folder: libpq reads `~/.pgpass` (host:port:db:user:password
  // lines), the MySQL client `~/.my.cnf` and the obfuscated `~/.mylogin.cnf`; dbt keeps every warehouse
  // login (passwords, tokens, key paths) in `~/.dbt/profiles.yml`, SnowSQL in `~/.snowsql/config`, the
  // Snowflake CLI in `connections.toml`/`config.toml` under `~/.snowflake` or `~/.config/snowflake`. A
  // project's own `.my.cnf` or `profiles.yml` (dbt reads `env_var()` there) is configuration, not the
  // user's logins.
  {
    re: /^~\/\.(?:pgpass|my\.cnf|mylogin\.cnf|dbt\/profiles\.ya?ml|snowsql\/config)$|^~\/(?:\.snowflake|\.config\/snowflake)\/(?:connections|config)\.toml$/,
    cls: 'cli-token',
    label: "a database client's password file",
  },
  { re: /(?:^|\/)\.git-credentials\b/, cls: 'git-credentials', label: 'stored git credentials' },
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
    cls: 'registry-token',
    label: 'registry tokens',
  },
  { re: /(?:^|\/)\.docker\/config\.json\b/, cls: 'docker-config', label: 'Docker registry credentials' },
  { re: /(?:^|\/)\.kube\/config\b/, cls: 'kube-config', label: 'the Kubernetes config' },
  { re: /(?:^|\/)\.kube\/?$/, cls: 'kube-config', label: 'the Kubernetes config folder' },
  // The token Kubernetes mounts into every pod (and the web-identity tokens EKS and Azure mount beside it):
  // it authenticates as the pod's service account, to the cluster API and to clouds trusting it.
  {
    re: /^\/(?:var\/)?run\/secrets\/[\w.-]{1,80}\/serviceaccount\/token$|^\/(?:var\/)?run\/secrets\/azure\/tokens\/azure-identity-token$/,
    cls: 'service-account-token',
    label: "the pod's service-account token",
  },
  // The folder and its keys; not GnuPG's own settings files, which hold options, program paths and key ids
  // (a pinentry-program line written there is persistence's, not a secret read).
  {
    re: /(?:^|\/)\.gnupg\b(?!\/(?:gpg|gpg-agent|dirmngr|scdaemon|common)\.conf\b|\/sshcontrol\b)/,
    cls: 'gpg-keyring',
    label: 'the GnuPG keyring',
  },
  {
    re: /login\.keychain|\/Keychains\/|(?:^|\s)security\s+find-(?:generic|internet)-password/,
    cls: 'keychain',
    label: 'the macOS keychain',
  },
  {
    // The browser's name as a word of the path (`google-chrome`, `Microsoft Edge`, `.mozilla`,
    // `BraveSoftware`), not inside another word: `knowledge/notes/*` is not Edge's cookie jar.
    re: /(?<![a-z0-9])(?:Chrome|Chromium|Brave(?:Software)?|Microsoft[ _/-]?Edge|Firefox|Mozilla|Opera(?:Software)?|Vivaldi|Safari)(?![a-z])[^\n]{0,120}?(?:Login Data|Cookies|cookies\.sqlite|logins\.json|key4\.db|Local State|Web Data)/i,
    cls: 'browser-data',
    label: 'browser passwords and cookies',
  },
  // Desktop apps built on Electron keep the signed-in session as a browser does, in their own folder
  // (`~/.config/Slack`, `~/Library/Application Support/Slack`, `%APPDATA%\\discord`): the cookie database
  // (Slack's `d` cookie), Local Storage's LevelDB (Slack's `xoxc-` token, Discord's user token), and for
  // Teams the same files; Signal's `config.json` holds the key of its message database, Telegram Desktop's
  // `tdata` the session. The app's name is a folder of the path, not a word inside another.
  {
    re: /(?:^|[/\\])(?:Slack|discord(?:canary|ptb)?|Discord(?:Canary|PTB)?|Microsoft[/\\]Teams|MSTeams)[/\\](?:Network[/\\])?(?:Cookies|Local Storage|Session Storage|IndexedDB)\b|(?:^|[/\\])Signal[/\\](?:config\.json$|sql[/\\]db\.sqlite)|(?:^|[/\\])Telegram Desktop[/\\]tdata\b/,
    cls: 'app-session',
    label: "a desktop app's signed-in session (its cookies and tokens)",
  },
  {
    re: /wallet\.dat|\.config\/solana\/id\.json|\.ethereum\/keystore|Exodus\/exodus\.wallet|Electrum\/wallets|\.bitcoin\/|nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|Phantom|MetaMask/i,
    cls: 'wallet',
    label: 'cryptocurrency wallets',
  },
  {
    re: /(?:^|\/)\.claude\/\.credentials\.json|(?:^|\/)\.codex\/auth\.json|(?:^|\/)\.config\/github-copilot\/(?:hosts|apps)\.json/,
    cls: 'agent-credentials',
    label: 'agent credentials',
  },
  // OpenClaw (formerly Clawdbot, Moltbot) keeps its chat channels' bot tokens, the model providers' API keys
  // and the gateway token in its one settings file: read as settings (like `.env`), sent as the keys.
  {
    re: /(?:^|\/)\.(?:openclaw|clawdbot|moltbot)\/(?:openclaw|clawdbot|moltbot)\.json5?$/,
    cls: 'agent-config',
    label: "an agent's settings file with its model and channel keys",
  },
  {
    re: /(?:^|\/)\.claude\/projects\/(?![\w.@-]{0,200}\/memory\/)|\.jsonl$.*transcript|(?:^|\/)\.codex\/sessions\//,
    cls: 'agent-transcript',
    label: 'agent transcripts',
  },
  {
    re: /(?:^|\/)\.(?:bash|zsh|sh)_history\b|(?:^|\/)\.python_history\b|\.local\/share\/fish\/fish_history/,
    cls: 'shell-history',
    label: 'shell history',
  },
  { re: /^\/etc\/(?:shadow|gshadow)\b/, cls: 'system-secret', label: 'system password files' },
  {
    re: /169\.254\.169\.254|metadata\.google\.internal/,
    cls: 'cloud-metadata',
    label: 'the cloud instance metadata service',
  },
  {
    re: /(?:^|\/)\.env(?:\.(?!example\b|sample\b|template\b|dist\b|defaults?\b|schema\b|tpl\b)[\w-]{1,40})?$/,
    cls: 'dotenv',
    label: 'a .env file',
  },
];
