/**
 * Values and where they came from: the taints every behaviour's data carries (src/analysis/facts.ts
 * re-exports them). Plain data, like every fact.
 */
/** Secret stores. See src/analysis/paths.ts. */
export type SecretClass = 'ssh-key' | 'cloud-credentials' | 'registry-token' | 'git-credentials' | 'cli-token' | 'kube-config' | 'service-account-token' | 'docker-config' | 'gpg-keyring' | 'wallet' | 'keychain' | 'browser-data'
/** A desktop app's signed-in session: Slack's, Discord's or Teams' cookies and local storage, Signal's key. */
 | 'app-session' | 'dotenv'
/** An agent's own settings file that keeps its model and chat-channel keys among settings (OpenClaw's). */
 | 'agent-config' | 'agent-credentials' | 'agent-transcript' | 'shell-history' | 'system-secret' | 'cloud-metadata' | 'env-secret' | 'cli-login-token'
/** The whole environment (`env`, `printenv`, `os.environ`, `process.env` serialised). */
 | 'env-all'
/** Database rows holding credentials: a query selecting password hashes, tokens or keys (build-sql.ts). */
 | 'database-credentials'
/**
 * What the user copied, or images of the screen (src/analysis/code/captures.ts): no store with a path, but
 * passwords, tokens and private text pass through them. Values only: never a `read` fact.
 */
 | 'clipboard' | 'screen-capture'
/** The user's ssh-agent socket (`$SSH_AUTH_SOCK`): whoever reaches it signs with every key it holds. */
 | 'ssh-agent'
/**
 * What a credential-format pattern matched in files (a secret scanner's findings: `AKIA…`, `ghp_…`;
 * src/analysis/secret-formats.ts). Values only: never a `read` fact, the files scanned are no store.
 */
 | 'scanned-secret';
/** Places whose change outlives the session or widens what runs later. See src/analysis/paths.ts. */
export type WriteClass = 'shell-rc'
/** A file an editor runs at every start: Neovim's init and `plugin/` files, `.vimrc`, Emacs's init. */
 | 'editor-startup'
/** A build tool's per-user init script: Gradle's `init.gradle(.kts)` and `init.d/`, sbt's global plugins. */
 | 'build-startup'
/**
 * A file another program runs at its start: a debugger's (`.gdbinit`, `.lldbinit`), a REPL's (`.irbrc`,
 * Julia's `startup.jl`, the user's `.Rprofile`, `.psqlrc`, `.ghci`), Tcl's and Vivado's init scripts, tmux's.
 */
 | 'tool-startup'
/**
 * The user's office macro libraries (LibreOffice's `user/basic/`, Excel's `XLSTART` and `PERSONAL.XLSB`, Word's
 * `Normal.dotm`): code any document or `macro:///` call runs later.
 */
 | 'office-macros'
/** A `.pth` file or `sitecustomize`/`usercustomize` module where Python reads it at every start. */
 | 'python-startup'
/** Any other file put straight into a Python package folder (site-packages), outside pip. */
 | 'site-packages' | 'autostart' | 'git-hooks' | 'git-config' | 'agent-settings' | 'agent-hooks' | 'agent-memory' | 'agent-skill'
/** The agent runtime's own program (`claude.exe`, Claude Desktop's `claude-code/<version>/`, the CLI's package). */
 | 'agent-program' | 'ssh-authorized-keys' | 'ssh-config' | 'sudoers' | 'path-shadow' | 'system' | 'package-config' | 'temp' | 'other';
/** Where a value came from. A value can carry several taints (a decoded download). */
export type Taint = 
/** Bytes fetched from the network. */
'download'
/** Output of a decoder (base64, hex, gzip, rev, char codes …). */
 | 'decoded'
/** A secret store or secret variable. */
 | 'secret'
/** Environment variables in general. */
 | 'env'
/** A file's contents (`from` names it). */
 | 'file'
/** Host and user facts: hostname, whoami, uname, ip addresses. */
 | 'system-info'
/** The agent conversation or tool input (hook stdin, $ARGUMENTS). */
 | 'conversation'
/** A variable or expression whose value is not known statically. */
 | 'unknown'
/** Downloaded bytes checked against a digest the code itself pins (`sha256sum -c` of a written hash). */
 | 'verified';
/**
 * An abstract value: the best static reconstruction of a string (constants folded, variables assigned
 * earlier substituted, `$IFS` read as a space) and what flowed into it.
 */
export interface Value {
    /** Reconstructed text, with unknown parts as `${name}` or `…`; bounded and inert (never evaluated). */
    text: string;
    /** True when the whole value is known statically. */
    literal: boolean;
    taints: Taint[];
    /** Secret class when a secret flowed in. */
    secret?: SecretClass;
    /** For `file`/`download` taints: the path or URL the data came from. */
    from?: string;
    /** Variables left unresolved (candidates for cross-file resolution through `source`d files). */
    vars?: string[];
}
