/**
 * git settings whose value is a program git runs by itself, and when it runs it: shared by the shell
 * analyzer (which reports such a `git config`) and the persistence rule (which says when it runs).
 */

/** Keys whose value git runs as a command, with when it runs (for messages). */
export const PROGRAM_KEYS: Array<[RegExp, string]> = [
  [/^core\.pager$|^pager\.[\w-]{1,64}$/, 'every page of output'],
  [/^core\.editor$|^sequence\.editor$/, 'every commit message or rebase it edits'],
  [/^core\.sshcommand$/, 'every ssh fetch and push'],
  [/^diff\.external$|^diff\..{1,128}\.(?:textconv|command)$/, 'every diff of the files it covers'],
  [/^filter\..{1,128}\.(?:clean|smudge|process)$/, 'every checkout and add of the files it covers'],
  [/^merge\..{1,128}\.driver$/, 'every merge of the files it covers'],
  [/^gpg\.program$|^gpg\.[\w-]{1,32}\.program$|^gpg\.ssh\.defaultkeycommand$/, 'every signed commit'],
];

/**
 * A value that runs a script or a pipeline rather than a tool by name (`less -R`, `code --wait`, `sops
 * -d`, `delta` are everyday settings): a path to a file, shell operators, a substitution, a shell or a
 * download.
 */
export const SCRIPTISH =
  /(?:^|[\s'"])(?:\.{1,2}\/|~\/|\$\{?HOME\}?\/)\S|[|;`]|\$\(|&&|\b(?:ba|z|da)?sh[ \t]+-c\b|\b(?:curl|wget|nc|python3?|perl|node)\b/;

/** When git runs the program a key names (for messages); undefined for keys that run none. */
export function whenGitRuns(key: string): string | undefined {
  const k = key.toLowerCase();
  if (k === 'core.fsmonitor') return 'every status, diff and add';
  if (/^alias\./.test(k)) return 'every use of the alias';
  return PROGRAM_KEYS.find(([re]) => re.test(k))?.[1];
}

/**
 * Credential helpers git itself ships, chosen by name (gitcredentials(7)): `cache` and `store` are part of
 * git; `osxkeychain`, `libsecret`, `gnome-keyring` and `wincred` are built from git's contrib/ and shipped
 * by macOS's git, Homebrew and the distributions; `manager`/`manager-core` is the Git Credential Manager
 * that Git for Windows installs. Git runs `git credential-<name>`, its own program, with the options.
 */
export const BUNDLED_CREDENTIAL_HELPERS: ReadonlySet<string> = new Set([
  'cache',
  'store',
  'osxkeychain',
  'libsecret',
  'gnome-keyring',
  'wincred',
  'manager',
  'manager-core',
]);

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
export type CredentialHelper =
  | { kind: 'none' }
  | { kind: 'bundled'; name: string; options: string[] }
  | { kind: 'named'; name: string }
  | { kind: 'program' };

/**
 * An option or its argument with no shell syntax in it (no quote, substitution, redirection or list);
 * `$HOME` is the one expansion allowed (`--file=$HOME/.git-credentials`).
 */
const PLAIN_WORD = /^(?:[\w-]{1,40}=)?(?:\$\{?HOME\}?(?=\/))?[\w.,:=@%+/~-]{1,300}$/;

export function credentialHelper(value: string): CredentialHelper {
  const v = value.trim();
  if (v === '') return { kind: 'none' };
  const [name = '', ...options] = v.split(/[ \t]{1,64}/);
  if (!/^[A-Za-z][\w-]{0,63}$/.test(name) || !options.every((o) => PLAIN_WORD.test(o)))
    return { kind: 'program' };
  return BUNDLED_CREDENTIAL_HELPERS.has(name) ? { kind: 'bundled', name, options } : { kind: 'named', name };
}

/** A boolean setting (`core.fsmonitor = true` selects git's own daemon, not a program). */
export function isGitBoolean(value: string): boolean {
  return /^(?:true|false|yes|no|on|off|1|0)$/i.test(value.trim());
}

/**
 * The shell command git runs for `key = value` (key lower-cased), or undefined when the key names no
 * program: `core.fsmonitor` unless boolean, the program keys above, and `!`-aliases and `!`-credential
 * helpers (the command after the `!`). Shared by the `git config` handler of the shell analyzer and the
 * git-config file reader (build-gitconfig.ts).
 */
export function gitProgramOf(key: string, value: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (key === 'core.fsmonitor') return isGitBoolean(v) ? undefined : v;
  if (/^alias\.[\w-]{1,64}$/.test(key) || /^credential\.(?:.{1,512}\.)?helper$/.test(key))
    return v.startsWith('!') ? v.slice(1).trim() : undefined;
  return PROGRAM_KEYS.some(([re]) => re.test(key)) ? v : undefined;
}
