import { isCloser, scanOutsideQuotes } from './brackets.js';
import { ANY, concat, joinAll, MAX_ALTS } from './path-values.js';

/**
 * A small evaluator of the path expressions Python and JavaScript programs write
 * (`ROOT / "context" / name`, `join(root, 'CHANGELOG.md')`, `` `${dir}/notes.md` ``): string literals,
 * names, calls of path functions, attribute and method chains, `/` (pathlib) and `+` joins, `or`/`??`
 * fallbacks, tuples and lists (their elements are alternatives). The language readers (python.ts, js.ts)
 * supply what each name, call and member means; anything they do not know is `*`. Text only, bounded:
 * expressions up to 600 characters, nesting five deep.
 */

export type Evaluate = (expr: string, depth: number) => string[];

export interface ExprHooks {
  /** Operators that join paths (`/` in Python) and strings (`+`). */
  joins: readonly string[];
  /** Fallback operators (`or`; `??`, `||`): the first operand's runtime folder wins. */
  fallbacks: readonly string[];
  /** A string literal at `i` (its interpolations filled), or undefined. */
  literal(
    text: string,
    i: number,
    depth: number,
    ev: Evaluate,
  ): { values: string[]; end: number } | undefined;
  /** A name (dotted: `process.env.X`, `__file__`); undefined when not known as a whole. */
  name(id: string, depth: number, ev: Evaluate): string[] | undefined;
  /** A call of a dotted callee with its argument texts; undefined when it is no path function. */
  call(callee: string, args: readonly string[], depth: number, ev: Evaluate): string[] | undefined;
  /** A member of a value (`.parent`, `.resolve()`, `.parents[2]`); undefined when unknown. */
  member(
    values: string[],
    name: string,
    args: readonly string[] | undefined,
    index: string | undefined,
    depth: number,
    ev: Evaluate,
  ): string[] | undefined;
}

const MAX_EXPR = 600;
const MAX_DEPTH = 5;

/** Splits `text` at top-level occurrences of `sep` (outside quotes and brackets), bounded. */
export function splitTop(text: string, seps: readonly string[]): { parts: string[]; ops: string[] } {
  const parts: string[] = [];
  const ops: string[] = [];
  let from = 0;
  scanOutsideQuotes(text, 0, text.length, (c, i, depth) => {
    // Past a matched operator's first character (an operator holds no quote or bracket).
    if (i < from || depth !== 0 || c === '(' || c === '[' || c === '{' || isCloser(c)) return false;
    const op = seps.find((s) => text.startsWith(s, i) && wordBounded(text, i, s));
    if (op === undefined) return false;
    parts.push(text.slice(from, i));
    ops.push(op);
    from = i + op.length;
    return parts.length > 32;
  });
  parts.push(text.slice(from));
  return { parts, ops };
}

/** A word operator (`or`) needs blanks around it; a symbol does not. */
function wordBounded(text: string, i: number, op: string): boolean {
  if (!/^\w+$/.test(op)) return op !== '/' || (text[i + 1] !== '/' && text[i - 1] !== '/');
  return /\s/.test(text[i - 1] ?? '') && /\s/.test(text[i + op.length] ?? '');
}

/** The index after the bracket that closes the one at `open`, or -1. */
export function closing(text: string, open: number): number {
  const want = text[open] === '(' ? ')' : text[open] === '[' ? ']' : '}';
  const end = scanOutsideQuotes(text, open, 4 * MAX_EXPR, (c, _i, depth) => isCloser(c) && depth === 0);
  return end >= 0 && text[end] === want ? end + 1 : -1;
}

export function evaluator(hooks: ExprHooks): Evaluate {
  const ev: Evaluate = (raw, depth) => {
    const expr = raw.trim().slice(0, MAX_EXPR);
    if (expr === '' || depth > MAX_DEPTH) return [ANY];
    const alts = splitTop(expr, hooks.fallbacks);
    if (alts.parts.length > 1) {
      const out: string[] = [];
      for (const p of alts.parts) {
        const vs = ev(p, depth + 1);
        if (out.length === 0 && vs.every((v) => v.startsWith('\u0000V'))) return vs;
        for (const v of vs) if (out.length < MAX_ALTS && !out.includes(v) && v !== ANY) out.push(v);
      }
      return out.length ? out : [ANY];
    }
    const split = splitTop(expr, hooks.joins);
    if (split.parts.length > 1) {
      let acc = ev(split.parts[0]!, depth + 1);
      split.ops.forEach((op, k) => {
        const next = ev(split.parts[k + 1]!, depth + 1);
        acc = op === '+' ? concat([acc, next]) : joinAll([acc, next]);
      });
      return acc;
    }
    return primary(expr, depth, hooks, ev);
  };
  return ev;
}

/** A primary with its trailers: `name`, `"lit"`, `(expr)`, `[a, b]`, then `.attr`, `(args)`, `[i]`. */
function primary(expr: string, depth: number, hooks: ExprHooks, ev: Evaluate): string[] {
  let values: string[] | undefined;
  let i = 0;
  let callee: string | undefined;
  const lit = hooks.literal(expr, 0, depth, ev);
  if (lit) {
    values = lit.values;
    i = lit.end;
  } else if (expr[0] === '(' || expr[0] === '[') {
    const end = closing(expr, 0);
    if (end < 0) return [ANY];
    const inner = expr.slice(1, end - 1);
    const items = splitTop(inner, [',']).parts.filter((p) => p.trim() !== '');
    values = [];
    for (const item of items.length > 1 || expr[0] === '[' ? items : [inner])
      for (const v of ev(item, depth + 1))
        if (values.length < MAX_ALTS && !values.includes(v)) values.push(v);
    i = end;
  } else {
    const m = /^(?:new\s+)?[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*/.exec(expr);
    if (!m) return [ANY];
    callee = m[0].replace(/\s+/g, '');
    i = m[0].length;
  }
  // A dotted name: the longest prefix the language knows, the rest as members.
  if (callee !== undefined) {
    const next = expr.slice(i).trimStart();
    if (next.startsWith('(')) {
      const open = expr.indexOf('(', i);
      const end = closing(expr, open);
      if (end < 0) return [ANY];
      const args = splitTop(expr.slice(open + 1, end - 1), [',']).parts.filter((p) => p.trim() !== '');
      const called = hooks.call(callee, args, depth, ev);
      if (called) {
        values = called;
        i = end;
      } else {
        const dot = callee.lastIndexOf('.');
        if (dot < 0) return [ANY];
        values = member(
          hooks.name(callee.slice(0, dot), depth, ev) ?? nameChain(callee.slice(0, dot), depth, hooks, ev),
          callee.slice(dot + 1),
          args,
          undefined,
          depth,
          hooks,
          ev,
        );
        i = end;
      }
    } else values = nameChain(callee, depth, hooks, ev);
  }
  return trailers(expr, i, values ?? [ANY], depth, hooks, ev);
}

/** `a.b.c` read as the longest known prefix, then members. */
function nameChain(dotted: string, depth: number, hooks: ExprHooks, ev: Evaluate): string[] {
  const parts = dotted.split('.');
  for (let k = parts.length; k >= 1; k--) {
    const head = hooks.name(parts.slice(0, k).join('.'), depth, ev);
    if (!head) continue;
    let values = head;
    for (const p of parts.slice(k)) values = member(values, p, undefined, undefined, depth, hooks, ev);
    return values;
  }
  return [ANY];
}

function member(
  values: string[],
  name: string,
  args: readonly string[] | undefined,
  index: string | undefined,
  depth: number,
  hooks: ExprHooks,
  ev: Evaluate,
): string[] {
  if (values.length === 1 && values[0] === ANY) return [ANY];
  return hooks.member(values, name, args, index, depth, ev) ?? [ANY];
}

/** `.attr`, `.method(args)`, `[index]` after a primary. */
function trailers(
  expr: string,
  from: number,
  start: string[],
  depth: number,
  hooks: ExprHooks,
  ev: Evaluate,
): string[] {
  let values = start;
  let i = from;
  for (let k = 0; k < 16; k++) {
    const rest = expr.slice(i);
    const attr = /^\s*\.\s*([A-Za-z_$][\w$]*)/.exec(rest);
    if (attr) {
      i += attr[0].length;
      let args: string[] | undefined;
      let index: string | undefined;
      const after = expr.slice(i);
      if (/^\s*\(/.test(after)) {
        const open = expr.indexOf('(', i);
        const end = closing(expr, open);
        if (end < 0) return [ANY];
        args = splitTop(expr.slice(open + 1, end - 1), [',']).parts.filter((p) => p.trim() !== '');
        i = end;
      } else if (/^\s*\[/.test(after)) {
        const open = expr.indexOf('[', i);
        const end = closing(expr, open);
        if (end < 0) return [ANY];
        index = expr.slice(open + 1, end - 1).trim();
        i = end;
      }
      values = member(values, attr[1]!, args, index, depth, hooks, ev);
      continue;
    }
    if (/^\s*\[/.test(rest)) {
      const open = expr.indexOf('[', i);
      const end = closing(expr, open);
      if (end < 0) return [ANY];
      values = member(values, '[]', undefined, expr.slice(open + 1, end - 1).trim(), depth, hooks, ev);
      i = end;
      continue;
    }
    break;
  }
  return expr.slice(i).trim() === '' ? values : [ANY];
}
