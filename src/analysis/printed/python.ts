import { closing, type Evaluate, type ExprHooks, evaluator, splitTop } from './expr.js';
import {
  ANY,
  concat,
  dirOf,
  FILE,
  joinAll,
  MAX_ALTS,
  type PrintedFile,
  pushTargets,
  RUNTIME_VARS,
  varMarker,
} from './path-values.js';

/**
 * The files a Python program reads as text and can print (src/analysis/printed/index.ts): `p.read_text()`,
 * `open(p)` for reading, `p.open()`, where `p` is rebuilt from the module's assignments and loops
 * (`ROOT / "context" / name` with `name` over a tuple of file names, `for doc in sorted(CONTEXT.glob("*.md"))`),
 * `Path(__file__).resolve().parents[n]`, `os.path.join`, `os.environ.get("CLAUDE_PLUGIN_ROOT", …)`.
 */

const MAX_TEXT = 128 * 1024;

/** `name = value` lines (a value whose brackets stay open continues on the next lines). */
function assignments(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let n = 0;
  for (const m of text.matchAll(
    /^[ \t]*([A-Za-z_]\w{0,60})[ \t]*(?::[^=\n]{1,80})?=(?!=)[ \t]*(\S[^\n]{0,600})/gm,
  )) {
    if (++n > 2000) break;
    const start = m.index + m[0].length - m[2]!.length;
    const value = withContinuation(text, start, m[2]!);
    const list = out.get(m[1]!) ?? [];
    if (list.length < MAX_ALTS) list.push(value);
    out.set(m[1]!, list);
  }
  return out;
}

/** A value whose first bracket closes on a later line, read to that bracket. */
function withContinuation(text: string, start: number, line: string): string {
  const open = /^[^([{]{0,200}[([{]/.exec(line);
  if (!open) return line;
  const end = closing(text, start + open[0].length - 1);
  return end > start ? text.slice(start, end) + lineRest(text, end) : line;
}

function lineRest(text: string, at: number): string {
  const nl = text.indexOf('\n', at);
  return text.slice(at, nl < 0 ? Math.min(text.length, at + 200) : nl);
}

/** Loop variables (`for name in …`, in statements and comprehensions) and the iterable each runs over. */
function loops(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let n = 0;
  for (const m of text.matchAll(/\bfor[ \t]+([A-Za-z_]\w{0,60})[ \t]+in[ \t]+/g)) {
    if (++n > 500) break;
    const from = m.index + m[0].length;
    const iterable = iterableText(text, from);
    const list = out.get(m[1]!) ?? [];
    if (list.length < MAX_ALTS) list.push(iterable);
    out.set(m[1]!, list);
  }
  return out;
}

/** The iterable after `in`: up to `:` ending a statement, ` if ` or a closing bracket of a comprehension. */
function iterableText(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length && i < from + 600; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return text.slice(from, i);
      depth--;
    } else if (depth === 0 && (c === ':' || c === '\n' || text.startsWith(' if ', i)))
      return text.slice(from, i);
    else if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      if (close < 0) break;
      i = close;
    }
  }
  return text.slice(from, from + 600);
}

/** Python string literals, f-strings' `{expr}` filled. */
function literal(
  text: string,
  i: number,
  depth: number,
  ev: Evaluate,
): { values: string[]; end: number } | undefined {
  const m = /^([rRbBfFuU]{0,2})(["'])/.exec(text.slice(i, i + 4));
  if (!m) return undefined;
  const q = m[2]!;
  const start = i + m[1]!.length + 1;
  let j = start;
  while (j < text.length && text[j] !== q && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
  const body = text.slice(start, j);
  if (!/f/i.test(m[1]!)) return { values: [body], end: j + 1 };
  const parts: string[][] = [];
  let last = 0;
  for (const f of body.matchAll(/\{([^{}]{1,120})\}/g)) {
    parts.push([body.slice(last, f.index)]);
    parts.push(ev(f[1]!.split(/[!:]/)[0]!, depth + 1));
    last = f.index + f[0].length;
  }
  parts.push([body.slice(last)]);
  return { values: concat(parts), end: j + 1 };
}

function envValue(args: readonly string[], depth: number, ev: Evaluate): string[] {
  const name = /^\s*["']([A-Za-z_]\w*)["']\s*$/.exec(args[0] ?? '')?.[1];
  if (name && RUNTIME_VARS.has(name)) return [varMarker(name)];
  return args[1] !== undefined ? ev(args[1], depth + 1) : [ANY];
}

function hooks(vars: Map<string, string[]>, loopVars: Map<string, string[]>): ExprHooks {
  const seen = new Set<string>();
  const fromList = (
    list: string[] | undefined,
    depth: number,
    ev: Evaluate,
    loop: boolean,
  ): string[] | undefined => {
    if (!list) return undefined;
    const out: string[] = [];
    for (const text of list)
      for (const v of loop ? iterated(text, depth, ev) : ev(text, depth + 1))
        if (out.length < MAX_ALTS && !out.includes(v)) out.push(v);
    return out;
  };
  return {
    joins: ['/', '+'],
    fallbacks: ['or'],
    literal,
    name(id, depth, ev) {
      if (id === '__file__') return [FILE];
      if (seen.has(id) || depth > 4) return undefined;
      seen.add(id);
      try {
        return fromList(loopVars.get(id), depth, ev, true) ?? fromList(vars.get(id), depth, ev, false);
      } finally {
        seen.delete(id);
      }
    },
    call(callee, args, depth, ev) {
      switch (callee) {
        case 'Path':
        case 'pathlib.Path':
        case 'PurePath':
        case 'os.path.join':
        case 'str':
        case 'os.fspath':
        case 'os.path.abspath':
        case 'os.path.realpath':
        case 'os.path.normpath':
          return joinAll(args.map((a) => ev(a, depth + 1)));
        case 'os.path.dirname':
          return ev(args[0] ?? '', depth + 1).map(dirOf);
        case 'os.environ.get':
        case 'os.getenv':
          return envValue(args, depth, ev);
        case 'Path.cwd':
        case 'os.getcwd':
          return [varMarker('CLAUDE_PROJECT_DIR')];
        default:
          return undefined;
      }
    },
    member(values, name, args, index, depth, ev) {
      if (name === 'parent') return values.map(dirOf);
      if (name === 'parents' && index !== undefined && /^\d$/.test(index))
        return values.map((v) => {
          let out = dirOf(v);
          for (let k = 0; k < Number(index); k++) out = dirOf(out);
          return out;
        });
      if (['resolve', 'absolute', 'expanduser', '[]'].includes(name))
        return name === '[]' ? undefined : values;
      if (name === 'joinpath' && args) return joinAll([values, ...args.map((a) => ev(a, depth + 1))]);
      return undefined;
    },
  };
}

/** What a loop variable takes: the elements of a tuple or list, or the files a glob matches. */
function iterated(text: string, depth: number, ev: Evaluate): string[] {
  const t = text.trim();
  const wrapped = /^(?:sorted|list|reversed|tuple|enumerate)\((.*)\)$/s.exec(t);
  if (wrapped) return iterated(splitTop(wrapped[1]!, [',']).parts[0] ?? '', depth, ev);
  const glob = globCall(t);
  if (glob) {
    const pattern = ev(glob.pattern, depth + 1);
    return joinAll([ev(glob.base, depth + 1), glob.recursive ? pattern.map((p) => `**/${p}`) : pattern]);
  }
  const fn = /^glob\.i?glob\((.*)\)$/s.exec(t);
  if (fn) return ev(splitTop(fn[1]!, [',']).parts[0] ?? '', depth + 1);
  return ev(t, depth + 1);
}

/** `base.glob(pattern)` / `base.rglob(pattern)` as the whole expression. */
function globCall(t: string): { base: string; pattern: string; recursive: boolean } | undefined {
  if (!t.endsWith(')')) return undefined;
  const at = Math.max(t.lastIndexOf('.glob('), t.lastIndexOf('.rglob('));
  if (at <= 0) return undefined;
  const recursive = t.startsWith('.rglob(', at);
  const open = at + (recursive ? 6 : 5);
  if (closing(t, open) !== t.length) return undefined;
  return { base: t.slice(0, at), pattern: splitTop(t.slice(open + 1, -1), [',']).parts[0] ?? '', recursive };
}

/** Read sites: the path expression of each. */
const READS = /\.(?:read_text|open)\s*\(|\b(?:io\.|codecs\.)?open\s*\(/g;

/** `kind`: the files to report (text documents by default; data files for data-fields.ts). */
export function pythonPrintedFiles(source: string, kind?: RegExp): PrintedFile[] {
  const text = source.slice(0, MAX_TEXT);
  if (!/\bprint\s*\(|\bsys\.std(?:out|err)\b|\bjson\.dump\s*\(/.test(text)) return [];
  const ev = evaluator(hooks(assignments(text), loops(text)));
  const out: PrintedFile[] = [];
  let n = 0;
  for (const m of text.matchAll(READS)) {
    if (++n > 200) break;
    const open = m.index + m[0].length - 1;
    const end = closing(text, open);
    if (end < 0) continue;
    const args = splitTop(text.slice(open + 1, end - 1), [',']).parts;
    const method = m[0].startsWith('.');
    const mode = method ? args[0] : args[1];
    if (mode !== undefined && /["'][^"']*[wax+]/.test(mode) && !/=/.test(mode.split(/["']/)[0]!)) continue;
    const path = method ? receiver(text, m.index) : args[0];
    if (!path) continue;
    pushTargets(out, ev(path, 0), m.index, end, kind);
  }
  return out;
}

/** The expression before `.method(`: a dotted name with calls and subscripts, or a parenthesised one. */
export function receiver(text: string, dot: number): string | undefined {
  let i = dot;
  for (let k = 0; k < 32 && i > 0; k++) {
    const c = text[i - 1]!;
    if (c === ')' || c === ']') {
      const open = openingBefore(text, i - 1);
      if (open < 0) return undefined;
      i = open;
      continue;
    }
    // A name and the dot before it (`cfg.path.`), scanned back a character at a time.
    let j = i;
    if (text[j - 1] === '.') j--;
    while (j > 0 && i - j < 80 && /[\w$]/.test(text[j - 1]!)) j--;
    if (j === i) break;
    i = j;
  }
  const expr = text.slice(i, dot).trim();
  return expr === '' ? undefined : expr;
}

/** The bracket that `close` closes, scanning back (quotes not tracked: path expressions rarely hold brackets in strings). */
function openingBefore(text: string, close: number): number {
  let depth = 0;
  for (let i = close; i >= 0 && i > close - 600; i--) {
    const c = text[i]!;
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
