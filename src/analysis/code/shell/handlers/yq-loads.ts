import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd } from '../cmd.js';
import { readFile } from '../redirects.js';
import type { ShellState, Word } from '../state.js';

/**
 * yq (v4) reads files from inside its expression: `load(path)` (YAML/JSON), `load_str(path)` (the raw
 * text), `load_xml`, `load_props`, `load_base64`. The path is an expression too: string literals joined
 * with `+`, `strenv(NAME)`/`env(NAME)` for the environment (`HOME` is the home folder). Each file loaded is a
 * read, of a secret store when the path names one (`load_str(strenv(HOME) + "/.kube/config")`), and its
 * contents are in what yq prints. Bounded: 8 loads per expression.
 */
const LOAD =
  /\bload(?:_str|_xml|_props|_base64)?[ \t]*\(([^()]{0,300}(?:\([^()]{0,100}\)[^()]{0,300}){0,4})\)/g;
const PART =
  /"((?:[^"\\\n]|\\.){0,300})"|'([^'\n]{0,300})'|\b(?:str)?env[ \t]*\([ \t]*"?(\w{1,64})"?[ \t]*\)/g;

/** The path a `load…(…)` argument spells, with `~` for the home folder and `$NAME` for other variables. */
function pathOf(arg: string): string | undefined {
  let out = '';
  let n = 0;
  for (const m of arg.matchAll(PART)) {
    if (n++ >= 16) break;
    if (m[1] !== undefined) out += m[1];
    else if (m[2] !== undefined) out += m[2];
    else out += m[3] === 'HOME' ? '~' : `$${m[3]}`;
  }
  return out === '' ? undefined : out;
}

/** The contents of the files a yq expression loads, each read as the shell reads a file operand. */
export function yqLoads(st: ShellState, cmd: Cmd, expression: Word | undefined): Value[] {
  if (!expression || !/^(?:.*\/)?yq$/.test(cmd.name)) return [];
  const out: Value[] = [];
  for (const m of expression.v.text.matchAll(LOAD)) {
    if (out.length >= 8) break;
    const path = pathOf(m[1]!);
    if (path) out.push(readFile(st, { ...expression, v: literal(path) }, cmd, 'yq'));
  }
  return out;
}
