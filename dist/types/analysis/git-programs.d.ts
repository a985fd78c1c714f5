/**
 * git settings whose value is a program git runs by itself, and when it runs it: shared by the shell
 * analyzer (which reports such a `git config`) and the persistence rule (which says when it runs).
 */
/** Keys whose value git runs as a command, with when it runs (for messages). */
export declare const PROGRAM_KEYS: Array<[RegExp, string]>;
/**
 * A value that runs a script or a pipeline rather than a tool by name (`less -R`, `code --wait`, `sops
 * -d`, `delta` are everyday settings): a path to a file, shell operators, a substitution, a shell or a
 * download.
 */
export declare const SCRIPTISH: RegExp;
/** When git runs the program a key names (for messages); undefined for keys that run none. */
export declare function whenGitRuns(key: string): string | undefined;
/**
 * Credential helpers git itself ships, chosen by name (gitcredentials(7)): `cache` and `store` are part of
 * git; `osxkeychain`, `libsecret`, `gnome-keyring` and `wincred` are built from git's contrib/ and shipped
 * by macOS's git, Homebrew and the distributions; `manager`/`manager-core` is the Git Credential Manager
 * that Git for Windows installs. Git runs `git credential-<name>`, its own program, with the options.
 */
export declare const BUNDLED_CREDENTIAL_HELPERS: ReadonlySet<string>;
/**
 * What a `credential.helper` value makes git run. Git hands the whole value to the shell: a value that
 * starts with `!` is a shell snippet, an absolute path runs as written, anything else runs as
 * `git credential-<value>`, a program found on PATH unless git ships it. An empty value clears the list.
 *
 * - `none`: the empty value, nothing receives a password;
 * - `bundled`: one of git's own helpers with plain options (`cache --timeout=3600`);
 * - `named`: `git-credential-<name>` found on PATH, whatever file carries that name;
 * - `program`: a snippet, a path, shell syntax or text not known here.
 */
export type CredentialHelper = {
    kind: 'none';
} | {
    kind: 'bundled';
    name: string;
    options: string[];
} | {
    kind: 'named';
    name: string;
} | {
    kind: 'program';
};
export declare function credentialHelper(value: string): CredentialHelper;
/** A boolean setting (`core.fsmonitor = true` selects git's own daemon, not a program). */
export declare function isGitBoolean(value: string): boolean;
/**
 * The shell command git runs for `key = value` (key lower-cased), or undefined when the key names no
 * program: `core.fsmonitor` unless boolean, the program keys above, and `!`-aliases and `!`-credential
 * helpers (the command after the `!`). Shared by the `git config` handler of the shell analyzer and the
 * git-config file reader (build-gitconfig.ts).
 */
export declare function gitProgramOf(key: string, value: string): string | undefined;
