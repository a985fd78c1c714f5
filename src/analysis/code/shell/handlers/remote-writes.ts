import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd } from '../cmd.js';
import { writeFile } from '../redirects.js';
import type { ShellState, Word } from '../state.js';

/**
 * Files written on another machine over ssh: `ssh host 'cat > ~/.ssh/rc' < rc`, `… | ssh host 'tee -a
 * ~/.bashrc'`, `scp rc host:.ssh/rc`. The machine is one the user logs in to (a dev box, a server), so a
 * start-up file, an autostart entry or authorized_keys planted there persists as one planted here does;
 * the write is reported with the same classes (src/analysis/paths.ts), its content what ssh reads from
 * standard input or the local file copied. Paths relative to the remote home are given as `~/…`.
 */

/** `cat > PATH`, `cat >> PATH`, `tee [-a] PATH`, `dd of=PATH` in the remote command's text. */
const STDIN_TO_FILE =
  /(?:^|[;&|({]\s{0,8}|\b(?:then|do)\s{1,8})(?:cat\s{0,8}(>>?)\s{0,8}|tee\s{1,8}(-a\s{1,8})?|dd\s{1,8}of=)(["']?)([~$\w./{}@+-]{1,200})\3/g;

/** A path on the remote machine as a home-relative or absolute one. */
function remotePath(p: string): string {
  if (/^(?:~|\$\{?HOME\b|\/)/.test(p)) return p;
  return `~/${p.replace(/^\.\//, '')}`;
}

function pathWord(at: Word, text: string): Word {
  return { ...at, v: literal(text) };
}

/** What the remote command writes from ssh's standard input. */
export function remoteStdinWrites(st: ShellState, cmd: Cmd, remote: readonly Word[]): void {
  if (!cmd.stdin || remote.length === 0) return;
  const text = remote.map((w) => w.v.text).join(' ');
  let n = 0;
  for (const m of text.matchAll(STDIN_TO_FILE)) {
    if (++n > 4) break;
    const append = m[1] === '>>' || m[2] !== undefined;
    writeFile(st, pathWord(remote[0]!, remotePath(m[4]!)), cmd.stdin, append, cmd.start, cmd.end);
  }
}

/** `scp local host:path`: the copy written at `path` on that host. */
export function remoteCopyWrite(st: ShellState, cmd: Cmd, dest: Word, content: Value | undefined): void {
  const colon = dest.v.text.indexOf(':');
  const path = dest.v.text.slice(colon + 1);
  if (colon < 0 || path === '' || path.endsWith('/')) return;
  writeFile(st, pathWord(dest, remotePath(path)), content, false, cmd.start, cmd.end);
}
