import type { Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import {
  oneLinerSocketShell,
  remoteEvalBehaviours,
  remoteEvals,
  shellCommandsIn,
  shellHost,
} from '../../foreign-code.js';
import type { ShellState } from '../state.js';
import type { CodeSite } from '../types.js';

/**
 * Code in languages skillscan has no parser for (Perl, Ruby, PHP, Lua, awk programs, AppleScript), given
 * on a command line: the reverse-shell one-liner and the shell commands it hands on (src/analysis/code/
 * foreign-code.ts), the latter analysed as embedded shell.
 */
export function foreignCode(st: ShellState, via: string, code: Value, site: CodeSite): void {
  const text = code.text.slice(0, 64 * 1024);
  if (oneLinerSocketShell(text)) {
    st.emit(
      {
        kind: 'reverse-shell',
        how: `${via} socket with a shell`,
        endpoint: endpointOf(shellHost(text), st.unit.hosts),
      },
      site.start,
      site.end,
    );
  }
  // The one-liner is one site: what it fetches and evaluates is reported where the command is.
  for (const r of remoteEvals(text, 2))
    for (const b of remoteEvalBehaviours(r, st.unit.hosts, `${via} ${r.via}`))
      st.emit(b, site.start, site.end);
  for (const c of shellCommandsIn(text))
    st.unit.embed('shell', c.code, site.start, site.end, { label: `${via} shell command` });
}
