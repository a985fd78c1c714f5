import type { Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import type { ShellState } from '../state.js';
import type { CodeSite } from '../types.js';

/**
 * Code in languages skillscan has no parser for (Perl, Ruby, PHP, Lua, awk programs, AppleScript),
 * given on a command line. Two things are read from it: the classic socket-plus-shell reverse shell,
 * and shell commands it hands to `system`, `exec`, backquotes, `qx` or `do shell script`, which are
 * analysed as embedded shell. The rest is left alone (no guessing at what a Perl program does).
 */

const SOCKET =
  /\b(?:socket|TCPSocket|fsockopen|IO::Socket|Socket\.new|inet_aton|stream_socket_client)\b|\/dev\/tcp\//i;
const SHELL_SPAWN =
  /\/bin\/(?:ba|z|da)?sh\b|\bsh\s+-i\b|\bexec\s*\(|\bproc_open\b|\bpopen\b|\bspawn\b|\bcmd\.exe\b|\bio\.popen\b/i;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;
const QUOTED_HOST = /["']((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})["']/i;
const SHELL_STRINGS =
  /\b(?:system|exec|popen|shell_exec|passthru|spawn)\s*(?:\(\s*)?["']([^"'\n]{1,2000})["']|`([^`\n]{1,2000})`|\bqx[({]([^)}\n]{1,2000})[)}]|do shell script\s+"([^"\n]{1,2000})"/g;

export function foreignCode(st: ShellState, via: string, code: Value, site: CodeSite): void {
  const text = code.text.slice(0, 64 * 1024);
  if (SOCKET.test(text) && SHELL_SPAWN.test(text)) {
    const host = IPV4.exec(text)?.[0] ?? QUOTED_HOST.exec(text)?.[1];
    st.emit(
      { kind: 'reverse-shell', how: `${via} socket with a shell`, endpoint: endpointOf(host, st.unit.hosts) },
      site.start,
      site.end,
    );
  }
  let n = 0;
  for (const m of text.matchAll(SHELL_STRINGS)) {
    if (n++ >= 16) break;
    const inner = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (!inner) continue;
    st.unit.embed('shell', inner, site.start, site.end, { label: `${via} shell command` });
  }
}
