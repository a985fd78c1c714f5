import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import { assignArray } from '../arrays.js';
import { type Cmd, type Handler, withArgv } from '../cmd.js';
import { parseOpts } from '../options.js';
import type { ShellArray, ShellState } from '../state.js';

/**
 * Builtins that fill a variable instead of printing, so a command can be spelled into one without an
 * assignment on the line: `printf -v dl %s curl` (then `$dl URL | sh`), `mapfile -t lines < <(curl URL)`
 * (then `eval "${lines[@]}"`). They run before the other handlers (handlers/registry.ts) and print
 * nothing.
 */

const NAME = /^[A-Za-z_]\w{0,63}$/;
const MAX_LINES = 256;

/** `printf -v NAME FORMAT ARGS…`: what `printf FORMAT ARGS…` prints goes into NAME. */
function printfToVar(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const name = args[0]?.v.text === '-v' ? args[1] : undefined;
  if (!name || !NAME.test(name.v.text)) return undefined;
  const printed = st.exec({ ...withArgv(cmd, [cmd.argv[0]!, ...args.slice(2)]), redirs: [] });
  st.setVar(name.v.text, printed ?? literal(''));
  return literal('');
}

/** `mapfile [-t] [NAME] < input` / `readarray`: one element per input line (default name MAPFILE). */
function mapfile(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), { short: 'dnOsuCc' });
  const name = p.operands[0]?.v.text ?? 'MAPFILE';
  if (!NAME.test(name)) return undefined;
  const input = cmd.stdin;
  const arr: ShellArray = new Map();
  if (input?.literal) {
    const lines = input.text.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    for (const [i, l] of lines.slice(0, MAX_LINES).entries()) arr.set(String(i), literal(l));
  } else if (input) arr.set('0', input);
  st.setVar(name, assignArray(st, name, arr, false));
  return literal('');
}

export const ARRAY_BUILTIN_HANDLERS: Array<[string, Handler]> = [
  ['printf', printfToVar],
  ['mapfile', mapfile],
  ['readarray', mapfile],
];
