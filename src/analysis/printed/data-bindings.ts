import { isCloser, scanOutsideQuotes } from './brackets.js';
import { closing } from './expr.js';
import { receiver } from './python.js';

/**
 * The names a Python or JavaScript program binds, and what to (src/analysis/printed/data-fields-code.ts
 * reads which of them hold loaded records and what each printed expression uses): assignments and
 * destructuring, `lines.append(…)`/`.push(…)` (elements), `for … in`/`for (… of …)` loops and comprehension
 * loops, callbacks over a collection (`tips.map((t) => …)`), and a Python function's `return` values.
 * Text only, bounded: 2,000 matches per kind, values up to 1,200 characters, eight values a name.
 */

export type Style = 'python' | 'js';

export interface Binding {
  value: string;
  /** The name takes each element of `value` (a loop variable, a callback's parameter). */
  loop: boolean;
  /** `value` is added to the name's elements (`lines.append(…)`): what the name holds is derived, not records. */
  element?: true;
}

const MAX_MATCHES = 2000;
export const MAX_VALUE = 1200;

function add(map: Map<string, Binding[]>, name: string, b: Binding): void {
  const list = map.get(name) ?? [];
  if (list.length < 8) list.push({ ...b, value: b.value.slice(0, MAX_VALUE) });
  map.set(name, list);
}

/** The expression from `from` to the end of its statement (brackets may span lines). */
function statementAt(text: string, from: number, style: Style): string {
  const end = scanOutsideQuotes(text, from, MAX_VALUE, (c, i, depth) => {
    if (isCloser(c)) return depth < 0;
    if (depth !== 0 || !(c === '\n' || (c === ';' && style === 'js') || (c === ':' && style === 'python')))
      return false;
    // A JavaScript chain goes on on the next line (`\n  .map(…)`).
    if (c === '\n' && style === 'js' && /^\s*\??\./.test(text.slice(i + 1, i + 40))) return false;
    if (c === ':' && style === 'python' && !/^\s*$/.test(text.slice(i + 1, text.indexOf('\n', i) >>> 0)))
      return false;
    return true;
  });
  return end < 0 ? text.slice(from, from + MAX_VALUE) : text.slice(from, end);
}

export function pyBindings(text: string): Map<string, Binding[]> {
  const out = new Map<string, Binding[]>();
  let n = 0;
  for (const m of text.matchAll(/^[ \t]*([A-Za-z_]\w{0,60})[ \t]*(?::[^=\n]{1,80})?(\+?=)(?!=)[ \t]*/gm)) {
    if (++n > MAX_MATCHES) break;
    add(out, m[1]!, { value: statementAt(text, m.index + m[0].length, 'python'), loop: false });
  }
  for (const m of text.matchAll(/\b([A-Za-z_]\w{0,60})\.(?:append|extend|insert|add)\s*\(/g)) {
    if (++n > MAX_MATCHES) break;
    const open = m.index + m[0].length - 1;
    const end = closing(text, open);
    if (end > open) add(out, m[1]!, { value: text.slice(open + 1, end - 1), loop: false, element: true });
  }
  for (const m of text.matchAll(
    /\bfor[ \t]+([A-Za-z_]\w{0,60}(?:[ \t]*,[ \t]*[A-Za-z_]\w{0,60}){0,3})[ \t]+in[ \t]+/g,
  )) {
    if (++n > MAX_MATCHES) break;
    const iter = statementAt(text, m.index + m[0].length, 'python').split(/\sif\s/)[0]!;
    for (const name of m[1]!.split(',')) add(out, name.trim(), { value: iter, loop: true });
  }
  // A function's returns: `print(build_context())` prints what `build_context` returns.
  for (const m of text.matchAll(/^([ \t]*)def[ \t]+([A-Za-z_]\w{0,60})[ \t]*\(/gm)) {
    if (++n > MAX_MATCHES) break;
    const next = text.slice(m.index + m[0].length).search(new RegExp(`\\n${m[1]}(?:def|class)\\b`));
    const body = text.slice(m.index, next < 0 ? text.length : m.index + m[0].length + next);
    for (const r of body.matchAll(/\breturn[ \t]+/g))
      add(out, m[2]!, { value: statementAt(body, r.index + r[0].length, 'python'), loop: false });
  }
  return out;
}

export function jsBindings(text: string): Map<string, Binding[]> {
  const out = new Map<string, Binding[]>();
  let n = 0;
  for (const m of text.matchAll(
    /(?:^|[;{}\n])[ \t]*(?:(?:export[ \t]+)?(?:const|let|var)[ \t]+)?([A-Za-z_$][\w$]{0,60}|\{[^{}=]{1,200}\}|\[[^[\]=]{1,200}\])[ \t]*(?::[^=\n]{1,80})?(\+?=)(?![=>])[ \t]*/g,
  )) {
    if (++n > MAX_MATCHES) break;
    const value = statementAt(text, m.index + m[0].length, 'js');
    for (const name of patternNames(m[1]!)) add(out, name, { value, loop: false });
  }
  for (const m of text.matchAll(
    /\bimport[ \t]+([A-Za-z_$][\w$]{0,60})[ \t]+from[ \t]*(["'][^"'\n]{1,200}\.json["'])/g,
  ))
    add(out, m[1]!, { value: `require(${m[2]})`, loop: false });
  for (const m of text.matchAll(/\b([A-Za-z_$][\w$]{0,60})\.(?:push|unshift|concat)\s*\(/g)) {
    if (++n > MAX_MATCHES) break;
    const open = m.index + m[0].length - 1;
    const end = closing(text, open);
    if (end > open) add(out, m[1]!, { value: text.slice(open + 1, end - 1), loop: false, element: true });
  }
  for (const m of text.matchAll(
    /\bfor[ \t]*\([ \t]*(?:const|let|var)[ \t]+([A-Za-z_$][\w$]{0,60}|\{[^{}]{1,200}\}|\[[^[\]]{1,200}\])[ \t]+of[ \t]+/g,
  )) {
    if (++n > MAX_MATCHES) break;
    const iter = statementAt(text, m.index + m[0].length, 'js');
    for (const name of patternNames(m[1]!)) add(out, name, { value: iter, loop: true });
  }
  // Callbacks over a collection: `tips.map((t) => …)`, `rules.forEach(function (r) { … })`.
  for (const m of text.matchAll(
    /\.(?:map|flatMap|forEach|filter|find|sort)\s*\(\s*(?:async\s*)?(?:function\s*\(([^()]{0,120})\)|\(([^()]{0,120})\)\s*=>|([A-Za-z_$][\w$]{0,60})\s*=>)/g,
  )) {
    if (++n > MAX_MATCHES) break;
    const recv = receiver(text, m.index);
    if (!recv) continue;
    const params = (m[1] ?? m[2] ?? m[3] ?? '').split(',')[0]!;
    for (const name of patternNames(params.trim())) add(out, name, { value: recv, loop: true });
  }
  return out;
}

/** The names a binding pattern binds: `x`, `{ a, b: c, d = 1 }`, `[k, v]`. */
function patternNames(pattern: string): string[] {
  const p = pattern.trim();
  if (!/^[{[]/.test(p)) return /^[A-Za-z_$][\w$]*$/.test(p) ? [p] : [];
  const out: string[] = [];
  for (const part of p.slice(1, -1).split(',').slice(0, 16)) {
    const name = (part.includes(':') ? part.split(':')[1]! : part).split('=')[0]!.trim();
    if (/^[A-Za-z_$][\w$]*$/.test(name)) out.push(name);
  }
  return out;
}
