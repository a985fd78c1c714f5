import { type Constants, knownNameAt, valueAt } from './constants.js';
import type { Tok, ToolLang } from './tokens.js';

/**
 * The literal text one expression of an MCP server's source hands the model (./served.ts): every run of
 * string literals and known constants in it (`body + POLICY`, `[ '…', `…${v}…` ].join('\n')`, a
 * `TextContent(type="text", text=…)`), and the text a call of one of the file's (or an imported module's)
 * functions returns, known as `NAME()` (`instructions: await loadGuide(style)`). Values under keys that
 * hold names, types and addresses (`type: 'text'`, `mimeType`, `uri`) are not prose and are skipped, and
 * so are dictionary keys. Nothing is evaluated beyond joining known text; every walk is bounded.
 */

export interface Run {
  value: string;
  start: number;
  end: number;
}

const MAX_EXPR_TOKENS = 4_000;
const MAX_FUNCTIONS = 200;
/**
 * Bounds on the nested scans (a function's or a call's extent): each scan stops this many tokens on, and a
 * file gets this many, so unclosed brackets repeated through a hostile file cost a bounded multiple of its
 * length, not its square.
 */
export const MAX_SCAN_TOKENS = 20_000;
export const MAX_SCANS = 128;
/** Keys whose values are names, kinds and addresses, or a description the description reading has. */
const NOT_TEXT_KEYS = new Set([
  'name',
  'title',
  'type',
  'role',
  'mimetype',
  'mime_type',
  'uri',
  'url',
  'id',
  'description',
  'argsschema',
  'inputschema',
  'outputschema',
  'annotations',
]);
/** Words that start a new JavaScript statement: an expression written without `;` ends before them. */
const STATEMENT = new Set([
  'const',
  'let',
  'var',
  'return',
  'if',
  'for',
  'while',
  'function',
  'class',
  'export',
  'import',
  'throw',
  'try',
  'switch',
]);

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** The runs of text of the expression that starts at token `p`, and the index after it. */
export function expressionRuns(
  text: string,
  toks: readonly Tok[],
  p: number,
  lang: ToolLang,
  known: Constants,
): { runs: Run[]; next: number } {
  const runs: Run[] = [];
  let depth = 0;
  /** Skipping the value of a key that holds no prose, opened at this depth. */
  let skipAt = -1;
  let q = p;
  const limit = Math.min(toks.length, p + MAX_EXPR_TOKENS);
  while (q < limit) {
    const t = toks[q]!;
    if (t.k === 'nl') {
      if (depth === 0) break;
      q++;
      continue;
    }
    if (t.k === 'op') {
      if (OPEN.has(t.t)) depth++;
      else if (CLOSE.has(t.t) || t.t === ',' || t.t === ';') {
        if (depth === 0) break;
        if (skipAt === depth) skipAt = -1;
        if (CLOSE.has(t.t)) depth--;
      }
      q++;
      continue;
    }
    if (t.k === 'id' && lang === 'js' && depth === 0 && q > p && STATEMENT.has(t.t)) break;
    const after = toks[q + 1]?.t;
    // A key (`type: "text"`, `"text": …`, `mimeType="…"`): never text itself; its value is skipped when
    // the key names no prose.
    if (depth > 0 && (after === ':' || (after === '=' && t.k === 'id')) && (t.k === 'id' || !t.dynamic)) {
      const key = (t.k === 'id' ? t.t : text.slice(t.start, t.end)).toLowerCase();
      if (NOT_TEXT_KEYS.has(key) && skipAt < 0) skipAt = depth;
      q += 2;
      continue;
    }
    if (skipAt >= 0) {
      q++;
      continue;
    }
    // An assignment's target (`intro = "…"` in a prompt's body) is no value of the expression.
    if (t.k === 'id' && depth === 0 && after === '=' && toks[q + 2]?.t !== '=') {
      q++;
      continue;
    }
    if (t.k === 'id') {
      // A call of a function whose returned text is known; `function f(` defines one, it calls nothing.
      const defines = toks[q - 1]?.t === 'function' || toks[q - 1]?.t === 'def';
      const fn = after === '(' && !defines ? known.get(`${t.t}()`) : undefined;
      if (fn !== undefined) {
        runs.push({ value: fn, start: t.start, end: t.end });
        q++;
        continue;
      }
      if (!knownNameAt(toks, q, known)) {
        q++;
        continue;
      }
    }
    const v = valueAt(text, toks, q, lang, known, depth > 0);
    if (v) {
      runs.push({ value: v.value, start: v.tokens[0]!.start, end: v.tokens[v.tokens.length - 1]!.end });
      q = Math.max(v.next, q + 1);
    } else q++;
  }
  return { runs, next: q };
}

/** The runs joined as the model reads an array of lines (`[…].join('\n')`), or undefined when none. */
export function joinedRuns(runs: readonly Run[]): Run | undefined {
  const kept = runs.filter((r) => r.value.trim() !== '');
  if (kept.length === 0) return undefined;
  // Joined up to the bound only: a run may itself be a function's whole text, repeated.
  const parts: string[] = [];
  let size = 0;
  for (const r of kept) {
    if (size >= MAX_JOINED) break;
    parts.push(r.value.slice(0, MAX_JOINED - size));
    size += r.value.length + 1;
  }
  return { value: parts.join('\n'), start: kept[0]!.start, end: kept[kept.length - 1]!.end };
}

const MAX_JOINED = 16_000;

/** The indentation of the line token `i` starts (Python blocks end where a line is indented no deeper). */
export function lineIndent(text: string, toks: readonly Tok[], i: number): number {
  const at = toks[i]!.start;
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let j = ls;
  while (j < at && (text[j] === ' ' || text[j] === '\t')) j++;
  return j - ls;
}

/** The index of the bracket that closes the one at `open` (or the end, bounded). */
export function closing(toks: readonly Tok[], open: number): number {
  let depth = 0;
  const limit = Math.min(toks.length, open + MAX_SCAN_TOKENS);
  for (let q = open; q < limit; q++) {
    const t = toks[q]!.t;
    if (toks[q]!.k !== 'op') continue;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t) && --depth === 0) return q;
  }
  return limit;
}

/**
 * A Python function's body, as token indexes [start, end): from after the `:` that ends its header to the
 * first line indented no deeper than the `def` line (or the end of the line for a one-line body).
 */
export function pyBody(text: string, toks: readonly Tok[], def: number): { start: number; end: number } {
  const indent = lineIndent(text, toks, def);
  let q = def + 2;
  if (toks[q]?.t === '(') q = closing(toks, q) + 1;
  // The header's `:` (after a return annotation).
  const limit = Math.min(toks.length, q + 200);
  while (q < limit && !(toks[q]!.t === ':' && toks[q]!.k === 'op') && toks[q]!.k !== 'nl') q++;
  const start = q + 1;
  const oneLine = toks[start] !== undefined && toks[start]!.k !== 'nl';
  let depth = 0;
  const bound = Math.min(toks.length, start + MAX_SCAN_TOKENS);
  for (let r = start; r < bound; r++) {
    const t = toks[r]!;
    if (t.k === 'op' && OPEN.has(t.t)) depth++;
    else if (t.k === 'op' && CLOSE.has(t.t)) depth = Math.max(0, depth - 1);
    if (t.k !== 'nl' || depth > 0) continue;
    if (oneLine) return { start, end: r };
    let n = r + 1;
    while (n < bound && toks[n]!.k === 'nl') n++;
    if (n >= bound) return { start, end: bound };
    if (lineIndent(text, toks, n) <= indent) return { start, end: n };
  }
  return { start, end: bound };
}

/** Text a function of the file returns, known as `NAME()`: literals and known constants in its returns. */
export function functionTexts(
  text: string,
  toks: readonly Tok[],
  lang: ToolLang,
  known: Constants,
): Constants {
  const out = new Map(known);
  let found = 0;
  let scans = 0;
  for (let p = 0; p < toks.length && found < MAX_FUNCTIONS && scans < MAX_SCANS; p++) {
    const body = functionAt(text, toks, p, lang);
    if (!body) continue;
    scans++;
    const runs: Run[] = [];
    for (let q = body.start; q < body.end; q++)
      if (toks[q]!.k === 'id' && toks[q]!.t === 'return') {
        const r = expressionRuns(text, toks, q + 1, lang, out);
        runs.push(...r.runs);
        q = Math.max(q, r.next - 1);
      }
    const joined = joinedRuns(runs);
    if (joined && !out.has(`${body.name}()`)) {
      out.set(`${body.name}()`, joined.value);
      found++;
    }
    p = body.start;
  }
  return out;
}

/** A function defined at `p`: `def NAME(…):`, `function NAME(…) {`, `const NAME = (…) => {`. */
function functionAt(
  text: string,
  toks: readonly Tok[],
  p: number,
  lang: ToolLang,
): { name: string; start: number; end: number } | undefined {
  const t = toks[p]!;
  const name = toks[p + 1];
  if (t.k !== 'id' || name?.k !== 'id') return undefined;
  if (lang === 'python') {
    if (t.t !== 'def' || toks[p + 2]?.t !== '(') return undefined;
    return { name: name.t, ...pyBody(text, toks, p) };
  }
  let params = -1;
  if (t.t === 'function' && toks[p + 2]?.t === '(') params = p + 2;
  else if ((t.t === 'const' || t.t === 'let') && toks[p + 2]?.t === '=') {
    const q = toks[p + 3]?.t === 'async' ? p + 4 : p + 3;
    if (toks[q]?.t === '(') params = q;
  }
  if (params < 0) return undefined;
  let q = closing(toks, params) + 1;
  // A return type annotation (`: Promise<string>`) before the body.
  for (let n = 0; n < 12 && q < toks.length && toks[q]!.t !== '{'; n++) q++;
  if (toks[q]?.t !== '{') return undefined;
  return { name: name.t, start: q + 1, end: closing(toks, q) };
}
