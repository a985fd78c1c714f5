import type { Value } from '../../../facts.js';
import { type Cmd, canonicalName } from '../cmd.js';
import type { ShellState } from '../state.js';
import { runCode } from './exec.js';

/** A program path written or fetched earlier in the unit (`curl -o x u; chmod +x x; ./x`). */
export function runFetchedFile(st: ShellState, cmd: Cmd): Value | undefined {
  const program = cmd.argv[0];
  if (!program) return undefined;
  const file = st.programFileAt(program.v.text) ?? fetchedOperandOfUnknownProgram(st, cmd);
  if (!file) return undefined;
  const c = file.content;
  // Downloaded, decoded or conversation-made programs are run; a program written from literal text
  // is analysed as shell; output of some other command written to a file and run is not followed.
  const remote = c.taints.some((t) => t === 'download' || t === 'decoded' || t === 'conversation');
  if (!remote && !c.literal) return undefined;
  runCode(
    st,
    'shell',
    canonicalName(program.v.text),
    c,
    { start: cmd.start, end: cmd.end },
    {
      always: remote,
      ...(file.endpoint ? { endpoint: file.endpoint } : {}),
      ...(file.bypass ? { bypass: file.bypass } : {}),
    },
  );
  return undefined;
}

/**
 * `"$RUNTIME" "$file"` where `RUNTIME` is not set in this file (a config it sources, the environment) and
 * `file` received a download: the program is not known here, but what it is handed is a fetched script,
 * and a script handed to a program that cannot be named is run by it. A known program (`sha256sum f`,
 * `tar xf f`) keeps its own handler.
 */
function fetchedOperandOfUnknownProgram(st: ShellState, cmd: Cmd) {
  const program = cmd.argv[0]!;
  // Unresolved (`${RUNTIME}`), not a default that names a program (`${PAGER:-less}` is `less`).
  if (program.v.literal || !program.v.vars?.length || !program.v.text.startsWith('${')) return undefined;
  const operand = cmd.argv.slice(1).find((w) => !w.v.text.startsWith('-'));
  const file = operand ? st.fileAt(operand.v.text) : undefined;
  return file?.content.taints.includes('download') ? file : undefined;
}
