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
  [/^gpg\.program$|^gpg\.[\w-]{1,32}\.program$/, 'every signed commit'],
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
