import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState } from '../state.js';

/** `cd`/`pushd`: later relative paths are read and written under the new folder (it prints nothing). */
function changeDir(st: ShellState, cmd: Cmd | undefined): Value {
  const args = cmd?.argv.slice(1).filter((w) => !/^-[LPe@]$/.test(w.v.text)) ?? [];
  const dir = args[0];
  // A folder whose name is not known text is still followed when a download filled it (state.ts).
  st.changeDir(dir?.v.text, dir?.v.literal !== false);
  return literal('');
}

export const WORKDIR_HANDLERS: Array<[string, Handler]> = [
  ['cd', changeDir],
  ['pushd', changeDir],
  ['popd', (st) => changeDir(st, undefined)],
];
