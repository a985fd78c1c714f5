import { type Binding, jsBindings, MAX_VALUE, pyBindings, type Style } from './data-bindings.js';
import { closing, splitTop } from './expr.js';

/**
 * Which fields of the records a Python or JavaScript program loads from a data file reach what it prints
 * (src/analysis/printed/data-fields.ts). Read from the program's text, never run: the names bound to
 * loaded data (`entries = yaml.safe_load(p.read_text())["entries"]`, `const { tips } = JSON.parse(…)`),
 * the loop variables and callback parameters over them (`for e in entries`, `tips.map((t) => …)`), and
 * in every printed expression (`print(…)`, `console.log(…)`, `process.stdout.write(…)`, the variables and
 * functions they use, followed a few steps) the last key each access of a record names: `e['counter']`,
 * `e.get("counter")`, `t.text`. A record printed whole (`print(e)`, `json.dumps(entries)`) prints every
 * field. What only decides (a comprehension's `for … if …` part, `re.search(e["pattern"], prompt)`,
 * `.filter(…)`, `len(…)`) prints nothing. Names are not scoped: a program is a hook's few dozen lines.
 */

export type { Style };

/** The fields a program prints of the records it loads; `all` when a whole record or file is printed. */
export interface PrintedFields {
  fields: Set<string>;
  all: boolean;
}

const MAX_TEXT = 128 * 1024;
const MAX_DEPTH = 4;

/** Calls that parse a data file's text into records. */
const LOAD: Record<Style, RegExp> = {
  python:
    /^(?:yaml\.(?:safe_|full_|unsafe_)?load(?:_all)?|json\.loads?|tomllib\.loads?|tomli\.loads?|toml\.loads?|(?:ruamel\.yaml\.)?YAML\([^()\n]{0,40}\)\.load)\s*\(/,
  js: /^(?:JSON\.parse|(?:yaml|YAML|jsYaml|jsyaml|toml|TOML)\.(?:load|parse|safeLoad)|parseYaml|parseToml|readJsonSync|readJson|require)\s*\(/,
};
/** Reads of raw text that, printed without a parse, print a data file whole. */
const RAW_READ = /\.read_text\s*\(|\.read\s*\(\s*\)|\breadFileSync\s*\(|\breadFile\s*\(/;
/** Where a program writes what the runtime shows the model. */
const PRINTS: Record<Style, RegExp> = {
  python: /\bprint\s*\(|\bsys\.std(?:out|err)\.write\s*\(|\bjson\.dump\s*\(/g,
  js: /\bconsole\.(?:log|info|warn|error)\s*\(|\bprocess\.std(?:out|err)\.write\s*\(/g,
};
/** Calls whose arguments decide rather than print (a match, a count, a filter). */
const DECIDES: Record<Style, RegExp> = {
  python:
    /\b(?:re\.(?:search|match|fullmatch|findall|finditer)|len|any|all|isinstance|hasattr|bool|sum|fnmatch\.fnmatch)\s*\(/g,
  js: /\.(?:filter|some|every|findIndex|includes|test|match|startsWith|endsWith|indexOf|search)\s*\(|\bRegExp\s*\(/g,
};
/** Methods that give records of the same data (a sub-collection, the values of a mapping, one record). */
const NAVIGATES = new Set([
  'items',
  'values',
  'copy',
  'filter',
  'slice',
  'flat',
  'sort',
  'entries',
  'get',
  'find',
  'at',
  'pop',
  'shift',
]);

export function printedFieldsOf(source: string, style: Style): PrintedFields | undefined {
  const text = source.slice(0, MAX_TEXT);
  const prints = [...text.matchAll(PRINTS[style])].slice(0, 200);
  if (prints.length === 0) return undefined;
  const bindings = style === 'python' ? pyBindings(text) : jsBindings(text);
  const data = dataNames(bindings, style);
  const out: PrintedFields = { fields: new Set(), all: false };
  const reader = new Reader(style, bindings, data, out);
  for (const m of prints) {
    const open = m.index + m[0].length - 1;
    const end = closing(text, open);
    if (end > open) reader.read(text.slice(open + 1, end - 1), 0);
  }
  return out.all || out.fields.size > 0 ? out : undefined;
}

/**
 * The names bound to loaded records (a load, a navigation of data, a loop over data), each with the last
 * key its navigation names (`entries = data["entries"]`: `entries`; `for e in entries`: `entries` too):
 * printed whole, the name prints what sits under that key, or the whole file when none.
 */
function dataNames(bindings: ReadonlyMap<string, Binding[]>, style: Style): Map<string, string | undefined> {
  const data = new Map<string, string | undefined>();
  for (let round = 0; round < 6; round++) {
    let changed = false;
    for (const [name, list] of bindings) {
      if (data.has(name)) continue;
      for (const b of list) {
        const found = b.element ? undefined : dataOf(b.value, data, style);
        if (!found) continue;
        data.set(name, found.key);
        changed = true;
        break;
      }
    }
    if (!changed) break;
  }
  return data;
}

const WRAPPERS =
  /^(?:await\s+|sorted\s*\(|list\s*\(|tuple\s*\(|reversed\s*\(|enumerate\s*\(|iter\s*\(|dict\s*\(|Object\.(?:values|entries)\s*\(|Array\.from\s*\()/;

/** `x or []`, `x ?? {}`, `x || []` as `x`. */
function withoutEmptyFallback(t: string): string {
  if (!/(?:\[\]|\{\}|\(\))$/.test(t)) return t;
  const rest = t.slice(0, -2).trimEnd();
  for (const op of [' or', '??', '||']) if (rest.endsWith(op)) return rest.slice(0, -op.length).trimEnd();
  return t;
}

/** An expression whose value is loaded records (or a part of them), with the last key it names. */
function dataOf(
  expr: string,
  data: ReadonlyMap<string, string | undefined>,
  style: Style,
): { key?: string } | undefined {
  let t = withoutEmptyFallback(expr.trim());
  for (let k = 0; k < 4; k++) {
    const w = WRAPPERS.exec(t);
    if (!w) break;
    if (w[0].startsWith('await')) t = t.slice(w[0].length).trim();
    else t = splitTop(t.slice(w[0].length, closing(t, w[0].length - 1) - 1), [',']).parts[0]?.trim() ?? '';
  }
  const load = loadAt(t, 0, style);
  if (load) {
    const key = navigation(t, load);
    return key ? (key.key ? { key: key.key } : {}) : {};
  }
  const name = /^[A-Za-z_$][\w$]*/.exec(t)?.[0];
  if (name === undefined || !data.has(name)) return undefined;
  const nav = navigation(t, name.length);
  if (!nav) return undefined;
  const key = nav.key ?? data.get(name);
  return key ? { key } : {};
}

/**
 * A parse of a data file at `at` (not of standard input, not of a module other than a `.json`): the
 * offset after the call, or 0.
 */
function loadAt(text: string, at: number, style: Style): number {
  const m = LOAD[style].exec(text.slice(at, at + 80));
  if (!m) return 0;
  const end = closing(text, at + m[0].length - 1);
  const args = text.slice(at + m[0].length, end < 0 ? text.length : end - 1);
  if (/\bstdin\b|readFileSync\s*\(\s*0\b|\/dev\/stdin/.test(args)) return 0;
  if (m[0].startsWith('require') && !/^\s*["'`][^"'`\n]{1,200}\.json["'`]\s*$/.test(args)) return 0;
  return end < 0 ? text.length : end;
}

/** Only accesses from `at` to the end (subscripts, attributes, methods that keep records), and the last key. */
function navigation(t: string, at: number): { key?: string } | undefined {
  let i = at;
  let key: string | undefined;
  for (let k = 0; k < 12 && i < t.length; k++) {
    if (t.slice(i).trim() === '') break;
    const step = accessAt(t, i);
    if (!step || (step.method !== undefined && !NAVIGATES.has(step.method))) return undefined;
    if (step.key) key = step.key;
    i = step.end;
  }
  if (t.slice(i).trim() !== '') return undefined;
  return key ? { key } : {};
}

interface Access {
  end: number;
  /** The key a subscript or attribute names, when a literal. */
  key?: string;
  /** The method called, for `.name(…)`. */
  method?: string;
}

/** One access at `i`: `[…]`, `.name`, `?.name`, `.name(…)` (`.get("k")` names the key `k`). */
function accessAt(t: string, i: number): Access | undefined {
  let j = i;
  while (t[j] === ' ') j++;
  if (t.startsWith('?.', j)) j += t[j + 2] === '[' ? 2 : 1;
  if (t[j] === '[') {
    const end = closing(t, j);
    if (end < 0) return undefined;
    const key = /^\s*["'`]([^"'`\n]{1,80})["'`]\s*$/.exec(t.slice(j + 1, end - 1))?.[1];
    return { end, ...(key ? { key } : {}) };
  }
  const attr = /^\.[ \t]*([A-Za-z_$][\w$]{0,60})/.exec(t.slice(j, j + 64));
  if (!attr) return undefined;
  const after = j + attr[0].length;
  if (t[after] !== '(') return { end: after, key: attr[1]! };
  const end = closing(t, after);
  if (end < 0) return undefined;
  const key =
    attr[1] === 'get' ? /^\s*["']([^"'\n]{1,80})["']/.exec(t.slice(after + 1, end - 1))?.[1] : undefined;
  return { end, method: attr[1]!, ...(key ? { key } : {}) };
}

/** Reads printed expressions: what of the data each prints, following names and functions a few steps. */
class Reader {
  private readonly seen = new Set<string>();

  constructor(
    private readonly style: Style,
    private readonly bindings: ReadonlyMap<string, Binding[]>,
    private readonly data: ReadonlyMap<string, string | undefined>,
    private readonly out: PrintedFields,
  ) {}

  read(expr: string, depth: number): void {
    const t = expr.slice(0, MAX_VALUE);
    const skip = skipped(t, this.style);
    if (RAW_READ.test(t) && !this.loads(t)) this.out.all = true;
    let n = 0;
    for (const m of t.matchAll(/(?<![\w$.])[A-Za-z_$][\w$]{0,60}/g)) {
      if (++n > 400) break;
      if (skip[m.index] === 1) continue;
      const name = m[0];
      if (loadAt(t, m.index, this.style)) this.out.all = true;
      else if (this.data.has(name)) {
        if (!declared(t, m.index + name.length))
          this.printedOf(t, m.index + name.length, this.data.get(name));
      } else if (depth < MAX_DEPTH && !this.seen.has(name)) {
        const list = this.bindings.get(name);
        if (!list) continue;
        this.seen.add(name);
        // A loop variable over a collection the program built prints that collection's elements.
        for (const b of list) this.read(b.value, depth + 1);
      }
    }
  }

  private loads(t: string): boolean {
    for (const m of t.matchAll(/(?<![\w$.])[A-Za-z_$][\w$.]{0,60}/g))
      if (loadAt(t, m.index, this.style)) return true;
    return false;
  }

  /** A data name printed from `at`: the last key its accesses name, or every field. */
  private printedOf(t: string, at: number, own: string | undefined): void {
    let key: string | undefined;
    let i = at;
    for (let k = 0; k < 12; k++) {
      const step = accessAt(t, i);
      if (!step) break;
      if (step.key) key = step.key;
      i = step.end;
      // `tips.map((t) => t.text)`: what the callback makes is printed, read from its own accesses.
      if (step.method !== undefined && !NAVIGATES.has(step.method) && key === undefined) return;
      if (step.method !== undefined && !NAVIGATES.has(step.method)) break;
    }
    key ??= own;
    if (key === 'length') return;
    if (key) this.out.fields.add(key);
    else this.out.all = true;
  }
}

/** Where the name ending at `end` starts. */
function nameStart(t: string, end: number): number {
  let i = end;
  while (i > 0 && end - i < 64 && /[\w$]/.test(t[i - 1]!)) i--;
  return i;
}

/** The name at `at`'s end is a parameter being declared (`(t) =>`, `t =>`, `lambda t:`), not a use. */
function declared(t: string, end: number): boolean {
  return (
    /^\s*(?:,[^()]{0,120})?\)\s*=>|^\s*=>/.test(t.slice(end, end + 130)) ||
    /\blambda\s+$/.test(t.slice(Math.max(0, nameStart(t, end) - 12), nameStart(t, end)))
  );
}

/**
 * The characters of an expression that print nothing: string text (an f-string's or template's
 * interpolations excepted), a comprehension's `for … if …` part, the arguments of calls that decide.
 */
function skipped(t: string, style: Style): Uint8Array {
  const mask = new Uint8Array(t.length);
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c !== '"' && c !== "'" && c !== '`') continue;
    const interp =
      c === '`' || (style === 'python' && /[fF][rRbB]?$|[rR][fF]$/.test(t.slice(Math.max(0, i - 2), i)));
    let j = i + 1;
    while (j < t.length && t[j] !== c) {
      if (t[j] === '\\') j++;
      else if (interp && (t[j] === '{' || (t[j] === '$' && t[j + 1] === '{'))) {
        const open = t[j] === '$' ? j + 1 : j;
        const end = closing(t, open);
        if (end > open) {
          j = end;
          continue;
        }
      }
      mask[j] = 1;
      j++;
    }
    i = j;
  }
  for (const m of t.matchAll(DECIDES[style])) {
    const end = closing(t, m.index + m[0].length - 1);
    if (end > 0) mask.fill(1, m.index + m[0].length, end);
  }
  if (style === 'python')
    for (const m of t.matchAll(/\sfor\s/g)) {
      if (mask[m.index] === 1) continue;
      const close = enclosingClose(t, m.index);
      mask.fill(1, m.index, close);
    }
  return mask;
}

/** The end of the bracket around `at` (the text's end at top level). */
function enclosingClose(t: string, at: number): number {
  let depth = 0;
  for (let i = at; i < t.length; i++) {
    const c = t[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return t.length;
}
