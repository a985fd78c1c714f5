import type { SyntaxNode as Node } from '../syntax-tree.js';
import { concatGV, derive, type GV, str } from './gv.js';

/**
 * Go's literals and formatting: interpreted strings (`"a\n\x41"`), raw strings (backquoted, carriage returns
 * dropped as the compiler does), rune literals, and the verbs of `fmt.Sprintf`-style formats.
 */

const SIMPLE: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/** The text of an interpreted string's or rune's body, escapes decoded. */
export function unescapeGo(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\' || i + 1 >= body.length) {
      out += c;
      continue;
    }
    const e = body[i + 1]!;
    const simple = Object.hasOwn(SIMPLE, e) ? SIMPLE[e] : undefined;
    if (simple !== undefined) {
      out += simple;
      i++;
      continue;
    }
    const len = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : /[0-7]/.test(e) ? 3 : 0;
    const digits =
      e === 'x' || e === 'u' || e === 'U' ? body.slice(i + 2, i + 2 + len) : body.slice(i + 1, i + 4);
    const code = Number.parseInt(digits, /[0-7]/.test(e) ? 8 : 16);
    if (len === 0 || digits.length !== len || Number.isNaN(code) || code > 0x10ffff) {
      out += c;
      continue;
    }
    out += String.fromCodePoint(code);
    i += /[0-7]/.test(e) ? 3 : 1 + len;
  }
  return out;
}

/** The value of a string or rune literal node, else undefined. */
export function literalText(node: Node): string | undefined {
  const t = node.text;
  if (node.type === 'raw_string_literal') return t.slice(1, -1).replace(/\r/g, '');
  if (node.type === 'interpreted_string_literal' || node.type === 'rune_literal')
    return unescapeGo(t.slice(1, t.length > 1 ? -1 : undefined));
  return undefined;
}

/** `%s`, `%-8v`, `%q`, `%05d`, `%%`: flags, width and precision, then the verb letter. */
const VERB = /%([-+# 0]{0,5})(\d{0,4}|\*)(?:\.(\d{0,4}|\*))?([a-zA-Z%])/g;

/** What one verb prints of its operand. */
function verbText(verb: string, arg: GV): GV {
  if (verb === 'q') return concatGV([str('"'), arg, str('"')]);
  if (verb === 'T') return str('type');
  return arg;
}

/**
 * `fmt.Sprintf(format, args…)`: a known format's literal parts with each verb's operand in place; an
 * unknown format carries the taints of everything given to it.
 */
export function sprintf(format: GV | undefined, args: readonly GV[]): GV {
  const f = format?.v.literal ? format.v.text : undefined;
  if (f === undefined) return derive('${sprintf}', [format, ...args]);
  const parts: GV[] = [];
  let last = 0;
  let n = 0;
  for (const m of f.matchAll(VERB)) {
    if (m.index > last) parts.push(str(f.slice(last, m.index)));
    last = m.index + m[0].length;
    if (m[4] === '%') {
      parts.push(str('%'));
      continue;
    }
    // A `*` width or precision takes an operand of its own.
    n += (m[2] === '*' ? 1 : 0) + (m[3] === '*' ? 1 : 0);
    const arg = args[n++];
    parts.push(arg ? verbText(m[4]!, arg) : str(`%!${m[4]}(MISSING)`));
    if (parts.length > 256) break;
  }
  if (last < f.length) parts.push(str(f.slice(last)));
  // Operands no verb names are printed after it (`%!(EXTRA …)`): their taints still flow.
  const extra = args.slice(n);
  const joined = parts.length ? concatGV(parts) : str('');
  return extra.length ? { v: derive(joined.v.text, [joined, ...extra]).v } : joined;
}
