import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import { decodeEscapes } from '../decoders.js';
import { joinValues } from '../params.js';
import type { ShellState, Word } from '../state.js';
import { decoded } from './data.js';

/**
 * `echo` and `printf` as data: what they print, with escapes decoded (`printf '\x63…'`, `echo -e`), and a
 * `decode` fact when escapes hid the text — also when the escape's digits are computed at run time.
 */

export function echo(st: ShellState, cmd: Cmd): Value {
  const args = cmd.argv.slice(1);
  let escapes = false;
  let newline = true;
  let i = 0;
  for (; i < args.length && /^-[neE]+$/.test(args[i]!.v.text); i++) {
    const t = args[i]!.v.text;
    if (t.includes('e')) escapes = true;
    if (t.includes('E')) escapes = false;
    if (t.includes('n')) newline = false;
  }
  let v = joinValues(args.slice(i).map((w) => w.v));
  if (escapes && args.slice(i).some((w) => computedEscape(st, w)))
    return decoded(st, cmd, 'escape', v, undefined);
  if (escapes && v.text.includes('\\')) {
    const d = decodeEscapes(v.text, 'zero');
    if (d.hidden > 0) v = decoded(st, cmd, 'escape', v, d.text);
    else v = { ...v, text: d.text };
  }
  return newline ? { ...v, text: `${v.text}\n` } : v;
}

/**
 * An escape whose digits are computed: a backslash (`\\` in double quotes, or `\x`, `\0`, `\u`) right
 * before an expansion (`"\\$(printf %03o …)"`, `"\x$h"`). The word prints a byte chosen at run time, a
 * decoder of whatever the expansion reads (trailing whitespace, a hex list). `"\n$x"` and `"\$HOME"` (an
 * escaped dollar) are not.
 */
const COMPUTED_ESCAPE = /(?:\\\\[xXuU0]?|\\[xXuU0])\$(?:\(|\{|[A-Za-z_])/;

function computedEscape(st: ShellState, w: Word): boolean {
  if (w.v.literal || w.end - w.start > 2_000) return false;
  const raw = st.text.slice(w.start, w.end);
  return raw.startsWith('"') && COMPUTED_ESCAPE.test(raw);
}

/** Passes over a format `printf` makes at most: it repeats the format while arguments remain. */
const MAX_FORMAT_PASSES = 64;

export function printf(st: ShellState, cmd: Cmd): Value {
  let args = cmd.argv.slice(1);
  if (args[0]?.v.text === '-v') args = args.slice(2);
  if (args[0]?.v.text === '--') args = args.slice(1);
  const format = args[0];
  if (!format) return literal('');
  if (computedEscape(st, format)) return decoded(st, cmd, 'escape', format.v, undefined);
  const rest = args.slice(1).map((w) => w.v);
  const fmt = decodeEscapes(format.v.text, 'plain');
  const parts: Value[] = [];
  let hidden = fmt.hidden;
  let k = 0;
  let lit = '';
  const t = fmt.text;
  // `printf '%s' b a s h` prints `bash`: the format is applied again to the arguments left over.
  for (let pass = 0; pass < MAX_FORMAT_PASSES; pass++) {
    const before = k;
    for (let i = 0; i < t.length; i++) {
      if (t[i] !== '%' || i + 1 >= t.length) {
        lit += t[i];
        continue;
      }
      let j = i + 1;
      while (j < t.length && j < i + 12 && /[-+ #0-9.]/.test(t[j]!)) j++;
      const conv = t[j];
      if (conv === '%') {
        lit += '%';
        i = j;
        continue;
      }
      parts.push(literal(lit));
      lit = '';
      const arg = rest[k++] ?? literal('');
      if (conv === 'b') {
        const d = decodeEscapes(arg.text, 'zero');
        hidden += d.hidden;
        parts.push({ ...arg, text: d.text });
      } else parts.push(arg);
      i = j;
    }
    if (k === before || k >= rest.length) break;
  }
  parts.push(literal(lit));
  let out = joinValuesNoSpace(parts);
  out = format.v.literal
    ? out
    : { ...out, literal: false, taints: [...new Set([...out.taints, ...format.v.taints])] };
  if (hidden > 0) return decoded(st, cmd, 'escape', format.v, out.text);
  return out;
}

function joinValuesNoSpace(parts: Value[]): Value {
  const lit = parts.every((p) => p.literal);
  const j = joinValues(parts);
  return {
    ...j,
    text: parts
      .map((p) => p.text)
      .join('')
      .slice(0, 2_000),
    literal: lit,
  };
}

export const PRINT_HANDLERS: Array<[string, Handler]> = [
  ['echo', echo],
  ['printf', printf],
];
