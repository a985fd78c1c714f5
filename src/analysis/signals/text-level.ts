import { inert } from '../payloads.js';
import type { ShellSnippet } from '../shell-sources.js';
import { rceSeverity, where } from './exposure.js';
import type { DetectOptions, Emit } from './types.js';
import { hostOf, isLocalHost } from './urls.js';

const PS_DOWNLOAD =
  /downloadstring|downloadfile|\biwr\b|\birm\b|invoke-webrequest|invoke-restmethod|net\.webclient|start-bitstransfer/i;
const PS_EXEC = /\biex\b|invoke-expression/gi;
const FORK_BOMB = /:\s{0,3}\(\s{0,3}\)\s{0,3}\{\s{0,3}:\s{0,3}\|\s{0,3}:\s{0,3}&\s{0,3}\}\s{0,3};\s{0,3}:/;

/** Patterns that live across tokens the shell parser splits: PowerShell cradles, fork bombs, socket shells. */
export function detectTextLevel(snippet: ShellSnippet, emit: Emit, opt: DetectOptions): void {
  const t = snippet.text;
  let n = 0;
  for (const m of t.matchAll(PS_EXEC)) {
    if (++n > 1000) break;
    const lineStart = t.lastIndexOf('\n', m.index) + 1;
    const nl = t.indexOf('\n', m.index);
    const line = t.slice(lineStart, nl < 0 ? t.length : nl);
    if (!PS_DOWNLOAD.test(line)) continue;
    const url = /https?:\/\/[^\s'")]+/.exec(line)?.[0] ?? '';
    if (url && isLocalHost(hostOf(url))) continue;
    const severity = rceSeverity(snippet, url, false, opt.trusted);
    emit(
      'remote-code-execution',
      snippet.base + lineStart,
      snippet.base + lineStart + line.length,
      severity,
      `\`${inert(line, 120)}\` downloads ${url ? inert(url, 80) : 'remote content'} and runs it with Invoke-Expression — ${where(snippet)}`,
      `ps:${url}`,
    );
    break;
  }
  if (/TcpClient/i.test(t) && /GetStream/i.test(t) && /\biex\b|invoke-expression|out-string/i.test(t)) {
    const at = t.search(/TcpClient/i);
    emit(
      'reverse-shell',
      snippet.base + at,
      snippet.base + at + 9,
      'critical',
      'PowerShell opens a TCP connection and runs what it receives (a PowerShell reverse shell)',
      'ps-tcp',
    );
  }
  const fork = FORK_BOMB.exec(t);
  if (fork) {
    emit(
      'privileged-command',
      snippet.base + fork.index,
      snippet.base + fork.index + fork[0].length,
      'high',
      'a fork bomb: it spawns processes until the machine stops responding',
      'fork-bomb',
    );
  }
}
