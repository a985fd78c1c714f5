import type { Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import { awkShellCommands } from '../../awk-commands.js';
import { awkNetworkFacts } from '../../awk-program.js';
import {
  oneLinerSocketShell,
  remoteEvalBehaviours,
  remoteEvals,
  shellCommandsIn,
  shellHost,
} from '../../foreign-code.js';
import type { ShellState, Word } from '../state.js';
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
    st.embed('shell', c.code, site.start, site.end, { label: `${via} shell command` });
}

/**
 * An awk program given on the command line: its socket special files (src/analysis/code/awk-program.ts)
 * and the shell commands it runs (awk-commands.ts), with the `-v name=value` assignments as preset
 * variables. Reported where the program is.
 */
export function awkProgram(st: ShellState, program: Word, assigns: readonly Word[]): void {
  const preset: Record<string, string> = {};
  for (const a of assigns.slice(0, 32)) {
    const eq = a.v.text.indexOf('=');
    if (eq > 0) preset[a.v.text.slice(0, eq)] = a.v.text.slice(eq + 1);
  }
  for (const f of awkNetworkFacts(program.v.text, st.unit.hosts, preset))
    st.emit(f.b, program.start, program.end);
  // Lines printed into `| "sh"` and the commands it runs; the string literals foreignCode read already are left.
  const literals = new Set(shellCommandsIn(program.v.text.slice(0, 64 * 1024)).map((c) => c.code));
  for (const c of awkShellCommands(program.v.text, preset))
    if (!literals.has(c.code))
      st.embed('shell', c.code, program.start, program.end, { label: 'awk shell command' });
}
