import type { Value } from '../../facts.js';
import type { ShellState } from './state.js';
import type { Cmd, Word } from './types.js';

export type { Assign, Cmd, Heredoc, Redir } from './types.js';

/**
 * One simple command as the analyzer sees it after expansion: its argv (wrappers such as `sudo`,
 * `env`, `nohup` peeled off and remembered), what feeds its standard input, its redirections, and
 * where it sits. Handlers read a `Cmd` and return what the command prints (its standard output).
 */

/** A command handler: emits behaviours and returns standard output (undefined: not modelled). */
export type Handler = (st: ShellState, cmd: Cmd) => Value | undefined;

const ALIASES: Record<string, string> = {
  nodejs: 'node',
  netcat: 'nc',
  ncat: 'nc',
  'nc.traditional': 'nc',
  'nc.openbsd': 'nc',
  pwsh: 'powershell',
  'powershell.exe': 'powershell',
  'pwsh.exe': 'powershell',
  '.': 'source',
  mailx: 'mail',
  mutt: 'mail',
  sendmail: 'mail',
  pypy: 'python',
  pypy3: 'python',
  py: 'python',
  gzcat: 'zcat',
  wget2: 'wget',
  xhs: 'xh',
  https: 'http',
  unxz: 'xz',
  bunzip2: 'bzip2',
};

/** The program a word names: basename, lower-cased, without `.exe` or a version suffix. */
export function canonicalName(text: string): string {
  let t = text.trim();
  const slash = t.lastIndexOf('/');
  if (slash >= 0 && slash < t.length - 1) t = t.slice(slash + 1);
  t = t.toLowerCase();
  const alias = ALIASES[t];
  if (alias) return alias;
  if (t.endsWith('.exe')) t = t.slice(0, -4);
  if (t.startsWith('mkfs.') || t.startsWith('mke2fs')) return 'mkfs';
  const versioned = /^(python|pip|perl|ruby|php|node|lua|bash|zsh|ksh)(?:\d[\d.]{0,8})?$/.exec(t);
  if (versioned) return versioned[1]!;
  return ALIASES[t] ?? t;
}

export const SHELLS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'ash',
  'mksh',
  'fish',
  'csh',
  'tcsh',
  'busybox',
]);

/** Programs that run code given to them (a shell, or a language interpreter). */
export const INTERPRETERS = new Set([
  ...SHELLS,
  'python',
  'node',
  'deno',
  'bun',
  'perl',
  'ruby',
  'php',
  'lua',
  'powershell',
  'osascript',
  'tclsh',
  'Rscript',
]);

/** The text of a command's argv, bounded (messages and `privilege.command`). */
export function argvText(argv: readonly Word[], max = 300): string {
  let s = '';
  for (const w of argv) {
    if (s.length > max) break;
    s += (s ? ' ' : '') + w.v.text;
  }
  return s.slice(0, max);
}

/** A copy of `cmd` running `argv` (wrappers, `xargs`, `find -exec`). */
export function withArgv(cmd: Cmd, argv: Word[], wrapper?: string): Cmd {
  const first = argv[0];
  return {
    ...cmd,
    name: first ? canonicalName(first.v.text) : '',
    argv,
    via: wrapper ? [...cmd.via, wrapper] : cmd.via,
  };
}
