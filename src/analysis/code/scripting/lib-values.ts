import type { Value } from '../../facts.js';
import { normalizeHome, secretOf } from '../../paths.js';
import type { UnitHandle } from '../collector.js';
import { concat, derived, joinPath, literal, tainted, unknown } from '../values.js';
import { argsAt, matching, splitTop } from './expr.js';
import { jvmText } from './jvm-values.js';
import type { LibLang } from './lib-lang.js';
import { ScriptState, TOOL_HOMES } from './model.js';
import { lastCall } from './path-exprs.js';

/**
 * Values of PHP, Lua, Go and Rust expressions, read as text (the `ScriptState` of the Ruby/Perl model,
 * src/analysis/code/scripting/model.ts, with these languages' spellings): string literals, concatenation
 * (PHP `.`, Lua `..`, Go/Rust `+`), path joins (`filepath.Join`, Rust `.join(…)` chains,
 * `DIRECTORY_SEPARATOR`), the home folder's spellings, fallbacks (`?:`, `??`, ` or `) read as their first
 * arm, and the lists a loop walks (`foreach ($paths as $p)`, `for _, p := range paths`). Bounded depth.
 */

const MAX_DEPTH = 6;

/** Identifiers as each language spells a variable. */
export const VAR_RE: Record<LibLang, RegExp> = {
  php: /\$([A-Za-z_]\w{0,63})\b/g,
  // A handle read through a method (`pipe:read("*a")`, `f:lines()`) gives what the handle holds.
  lua: /(?<![\w.:'"])([A-Za-z_]\w{0,63})\b(?!\s*[("'{]|\s*:(?!\s*(?:read|lines)\s*\())/g,
  go: /(?<![\w."'])([A-Za-z_]\w{0,63})\b(?!\s*\()/g,
  rust: /(?<![\w.:"'])([A-Za-z_]\w{0,63})\b(?!\s*[(!]|::)/g,
  // Kotlin and Groovy templates name variables as `$x` inside strings.
  jvm: /(?<![\w."'])([A-Za-z_]\w{0,63})\b(?!\s*\()/g,
};

const HOME: Record<LibLang, RegExp> = {
  php: /^(?:getenv\s*\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|\$_(?:SERVER|ENV)\s*\[\s*["']HOME["']\s*\])$/,
  lua: /^(?:os\.getenv\s*\(?\s*["'](?:HOME|USERPROFILE)["']\s*\)?|vim\.env\.HOME|vim\.loop\.os_homedir\(\))$/,
  go: /^(?:os\.UserHomeDir\(\)|os\.Getenv\(\s*"HOME"\s*\)|homedir\.Dir\(\))$/,
  rust: /^(?:(?:dirs|home|std::env|env)::home_dir\(\)|(?:std::)?env::var\(\s*"HOME"\s*\))(?:\.(?:unwrap|expect|unwrap_or_default)\([^()]{0,80}\)|\?)*$/,
  // The JVM's spellings are read by jvm-values.ts.
  jvm: /^(?!)$/,
};

/** Separators of concatenation, per language (split at top level only). */
const CONCAT: Record<LibLang, string> = { php: '.', lua: '..', go: '+', rust: '+', jvm: '+' };

/** Calls and suffixes that keep a value's text (`.unwrap()`, `strval(x)`, `tostring(x)`, `*out`). */
const KEEP_SUFFIX =
  /^(.{1,400}?)(?:\.(?:unwrap|expect|clone|to_string|to_owned|as_str|as_path|as_ref|display|to_string_lossy|into|to_path_buf|Name|String)\([^()]{0,80}\)|\?)$/;
const KEEP_CALL =
  /^(?:strval|trim|realpath|tostring|PathBuf::from|Path::new|String::from|filepath\.Clean|filepath\.Abs|os\.DirFS|string|&|&mut\s|\*)\s*\(?/;

/** The text of an expression, as far as literals and known variables say. */
export function libText(e0: string, st: LibState, depth = 0): Value {
  let e = e0.trim();
  while (e.startsWith('(') && matching(e, 0) === e.length - 1) e = e.slice(1, -1).trim();
  if (depth > MAX_DEPTH || e === '') return literal('');
  const lang = st.libLang;
  // `getenv('HOME') ?: …`, `os.getenv("HOME") or ""`, `x ?? y`: the first arm names the value.
  for (const sep of [' ?: ', ' ?? ', ' or ', '.unwrap_or'])
    if (e.includes(sep) && !/^["'`]/.test(e)) {
      const first = splitTop(e, sep)[0];
      if (first && first !== e) return libText(first, st, depth + 1);
    }
  if (lang === 'jvm') {
    const jvm = jvmText(e, depth, (x, d) => libText(x, st, d));
    if (jvm) return jvm;
  }
  if (HOME[lang].test(e)) return literal('~');
  const toolHome = TOOL_HOME_READ.exec(e)?.[1];
  if (toolHome && TOOL_HOMES[toolHome]) return literal(TOOL_HOMES[toolHome]!);
  if (lang === 'php' && e === 'DIRECTORY_SEPARATOR') return literal('/');
  if (/^__DIR__$|^dirname\(__FILE__\)$/.test(e)) return literal('.');
  const str = stringOf(e, st, depth);
  if (str) return str;
  if (lang === 'jvm') {
    const dart = dartText(e, st, depth);
    if (dart) return dart;
  }
  const parts = splitTop(e, CONCAT[lang]);
  if (parts.length > 1 && parts.every((p) => p !== ''))
    return concat(parts.map((p) => libText(p, st, depth + 1)));
  const join = /^(?:filepath|path)\.Join\s*\(/.exec(e);
  if (join)
    return joinPath(splitTop(argsAt(e, join[0].length - 1).text).map((a) => libText(a, st, depth + 1)));
  // Rust `base.join("x").join("y")`: the last top-level `.join(` splits base and part.
  const rj = lastCall(e, 'join');
  if (rj) return joinPath([libText(rj.base, st, depth + 1), libText(rj.arg, st, depth + 1)]);
  // PHP `implode('.', array(198, 51, 100, 31))`, Lua `table.concat({…}, '.')`, Go `strings.Join([]string{…}, ".")`:
  // the pieces of a literal list joined (an address assembled so that no line spells it).
  const joined = joinedList(e, st, depth);
  if (joined) return joined;
  const fmt = /^(?:format!|fmt\.Sprintf|sprintf|string\.format)\s*\(/.exec(e);
  if (fmt) return formatted(splitTop(argsAt(e, fmt[0].length - 1).text), st, depth);
  const keep = KEEP_SUFFIX.exec(e);
  if (keep) return libText(keep[1]!, st, depth + 1);
  const call = KEEP_CALL.exec(e);
  if (call && call[0] !== '') {
    const inner = call[0].endsWith('(') ? argsAt(e, call[0].length - 1).text : e.slice(call[0].length);
    return libText(splitTop(inner)[0] ?? '', st, depth + 1);
  }
  // A PHP constant, the class's own (`self::HOST`, `static::X`, a bare `X`) or a named class's (`Cls::X`,
  // `\Ns\Cls::X` read by the class's short name): the value its `const` statement gave (lib-flow.ts).
  const constant =
    lang === 'php'
      ? /^(?:(self|static)::|\\?(?:[A-Za-z_]\w{0,63}\\){0,8}([A-Za-z_]\w{0,63})::)?([A-Z_][A-Z0-9_]{0,63})$/.exec(
          e,
        )
      : null;
  const cv = constant ? st.env.get(`${constant[2] ?? ''}::${constant[3]!}`) : undefined;
  if (cv) return cv;
  const name = lang === 'php' ? /^\$(\w{1,64})$/.exec(e)?.[1] : /^[A-Za-z_]\w{0,63}$/.exec(e)?.[0];
  if (!name) return unknown(e.replace(/\s+/g, ' ').slice(0, 40));
  const handle = st.handles.get(name);
  if (handle !== undefined) return { text: handle, literal: false, taints: [] };
  return st.env.get(name) ?? unknown(name);
}

/** `format!("{}/x", a)`, `fmt.Sprintf("%s/x", a)`: placeholders filled in order. */
function formatted(args: readonly string[], st: LibState, depth: number): Value {
  const tpl = stringOf(args[0] ?? '', st, depth);
  if (!tpl) return unknown('format');
  const pieces = tpl.text.split(/\{[^{}]{0,20}\}|%[-+ #0-9.]{0,6}[svdqxX]/);
  const out: Value[] = [];
  pieces.forEach((p, i) => {
    out.push(literal(p));
    if (i < pieces.length - 1) out.push(args[i + 1] ? libText(args[i + 1]!, st, depth + 1) : unknown('arg'));
  });
  return concat(out);
}

/** A whole string literal: `"…"` (PHP interpolation), `'…'`, Go `` `…` ``, Rust `r"…"`/`b"…"`, Lua `[[…]]`. */
function stringOf(e: string, st: LibState, depth: number): Value | undefined {
  const m = /^(?:r#*|b|br#*)?(["'`])([\s\S]*)\1#*$/.exec(e);
  if (m && !hasInnerQuote(m[2]!, m[1]!)) {
    const body = m[2]!;
    if (st.libLang === 'php' && m[1] === '"') return phpInterpolate(body, st, depth);
    return literal(m[1] === '`' ? body : body.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1'));
  }
  const long = /^\[(=*)\[([\s\S]*)\]\1\]$/.exec(e);
  return long ? literal(long[2]!) : undefined;
}

function hasInnerQuote(body: string, q: string): boolean {
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === q) return true;
  }
  return false;
}

function phpInterpolate(body: string, st: LibState, depth: number): Value {
  const parts: Value[] = [];
  let last = 0;
  for (const m of body.matchAll(/\{?\$(\w{1,64})\}?/g)) {
    if (parts.length > 64) break;
    if (m.index > last) parts.push(literal(body.slice(last, m.index).replace(/\\(.)/g, '$1')));
    parts.push(libText(`$${m[1]}`, st, depth + 1));
    last = m.index + m[0].length;
  }
  if (last < body.length) parts.push(literal(body.slice(last).replace(/\\n/g, '\n').replace(/\\(.)/g, '$1')));
  return concat(parts.length ? parts : [literal('')]);
}

/** The Ruby/Perl statement model's state, reading expressions the way PHP, Lua, Go and Rust write them. */
export class LibState extends ScriptState {
  /** Lists of values by variable (`$paths = [a, b]`), and loop variables bound to a list. */
  readonly lists = new Map<string, string[]>();
  readonly loops = new Map<string, string>();
  /** Files opened for writing, by handle variable: the path text. */
  readonly handles = new Map<string, string>();
  /** Functions whose parameter (by index) a file read opens: a call reads its argument. */
  readonly readers = new Map<string, number>();
  /** Shells started with no script operand, by variable: what is later written to their stdin runs. */
  readonly shells = new Map<string, string>();
  /** Names given to a code sink (`local run = loadstring or load`), and the sink they stand for. */
  readonly aliases = new Map<string, string>();
  /** JVM output streams by the name they were given, with the connection they write to (jvm-requests.ts). */
  readonly streams = new Map<string, string>();
  /** JVM connections whose request was already reported. */
  readonly sent = new Set<string>();

  constructor(
    unit: UnitHandle,
    readonly libLang: LibLang,
    emitting: boolean,
  ) {
    // The Ruby/Perl reading of `lang` is never used: `text` and `valueIn` are this class's own.
    super(unit, 'ruby', emitting);
  }

  override text(expr: string): Value {
    return libText(expr, this);
  }

  /** What flows into the statement text at [start, end): sources found there and the variables it names. */
  override valueIn(start: number, end: number): Value {
    const slice = this.stmt.text.slice(start, end);
    const inputs: Value[] = [];
    const seen = new Set<string>();
    for (const m of slice.matchAll(VAR_RE[this.libLang])) {
      const name = m[1]!;
      if (seen.has(name) || seen.size >= 64) continue;
      seen.add(name);
      let v = this.env.get(name) ?? this.methods.get(name);
      // `env['HOME']` of a variable holding the whole environment is that one variable (Dart, Groovy maps).
      if (v?.secret === 'env-all') {
        const after = m.index! + m[0].length;
        const key = KEY_AFTER.exec(slice.slice(after, after + 140))?.[1];
        if (key) v = envVariable(key);
      }
      if (v) inputs.push(v);
    }
    for (const m of slice.matchAll(/\b([A-Za-z_]\w{0,63})\s*\(/g)) {
      const v = this.methods.get(m[1]!);
      if (v && inputs.length < 64) inputs.push(v);
    }
    for (const s of this.spans) if (s.start >= start && s.end <= end) inputs.push(s.value);
    const useful = inputs.filter((v) => !v.literal);
    if (useful.length === 0) return literal(slice.trim().slice(0, 300));
    return derived(slice.trim().slice(0, 300), useful);
  }

  /**
   * The value of `expr` as the statement spells it at or after `from` (what flows into that span), or its
   * text when the statement does not hold it verbatim.
   */
  exprValue(expr: string, from = 0): Value {
    const at = this.stmt.text.indexOf(expr, from);
    return at < 0 ? this.text(expr) : this.valueIn(at, at + expr.length);
  }

  /** A file read; a loop variable over a list of paths reads each of them. */
  override readFile(pathExpr: string, start: number, end: number): Value {
    const name = pathExpr.trim().replace(/^\$/, '');
    const list = this.lists.get(this.loops.get(name) ?? '');
    if (list) return concat(list.slice(0, 8).map((p) => super.readFile(p, start, end)));
    // A path built from a loop variable (`$path = $home . '/' . $name` inside `foreach ([…] as $name)`):
    // one read of each path the items spell.
    const path = this.text(pathExpr);
    for (const [item, listName] of [...this.loops].slice(0, 8)) {
      const slot = `\${${item}}`;
      const items = this.lists.get(listName);
      if (!items || !path.text.includes(slot)) continue;
      const spelt = items.slice(0, 8).map((i) => this.text(i));
      if (spelt.every((v) => !v.literal)) continue;
      return concat(
        spelt
          .filter((v) => v.literal)
          .map((v) => this.readPath(literal(path.text.replace(slot, v.text)), start, end)),
      );
    }
    return this.readPath(path, start, end);
  }

  /** Whether a path names a secret store (the `read` fact is the caller's). */
  isSecretPath(pathExpr: string): boolean {
    return secretOf(normalizeHome(this.text(pathExpr).text)) !== undefined;
  }

  /** The content written to a path, when a download: the file runs downloaded code. */
  downloadedFile(pathExpr: string): Value | undefined {
    const v = this.written(pathExpr);
    return v && (v.taints.includes('download') || v.taints.includes('decoded')) ? v : undefined;
  }

  /** A response value: `download` from the URL. */
  static response(url: Value): Value {
    return tainted(derived(`response of ${url.text.slice(0, 200)}`, []), 'download', { from: url.text });
  }
}

/** A literal list joined with a literal separator, in PHP, Lua or Go; undefined for anything else. */
function joinedList(e: string, st: LibState, depth: number): Value | undefined {
  const head = /^(?:implode|join|table\.concat|strings\.Join)\s*\(/.exec(e);
  if (!head) return undefined;
  const args = splitTop(argsAt(e, head[0].length - 1).text);
  if (args.length !== 2) return undefined;
  const php = head[0].startsWith('implode') || head[0].startsWith('join');
  const [sepExpr, listExpr] = php ? [args[0]!, args[1]!] : [args[1]!, args[0]!];
  const list = /^(?:array\s*\(|\[\]string\s*\{|[[{])([\s\S]{0,2000})[)\]}]$/.exec(listExpr.trim());
  const sep = libText(sepExpr, st, depth + 1);
  if (!list || !sep.literal) return undefined;
  const items = splitTop(list[1]!)
    .filter((x) => x.trim() !== '')
    .slice(0, 64);
  const values = items.map((x) =>
    /^-?\d{1,12}$/.test(x.trim()) ? literal(x.trim()) : libText(x, st, depth + 1),
  );
  if (values.length === 0 || values.some((v) => !v.literal)) return undefined;
  return literal(values.map((v) => v.text).join(sep.text));
}

/** Adjacent string literals, which Dart (like C) joins: `'pub-' 'credentials.json'`. */
const ADJACENT = /^(?:'[^'\n]{0,400}'|"[^"\n]{0,400}")(?:\s{1,40}(?:'[^'\n]{0,400}'|"[^"\n]{0,400}")){1,8}$/;
/** A list literal joined by a separator: `[home, '.ssh', 'id_ed25519'].join('/')`. */
const LIST_JOIN = /^\[([\s\S]{0,2000})\]\s*\.\s*join\s*\(\s*(['"])([^'"\n]{0,4})\2\s*\)$/;
/** An index by a literal key: `env['HOME']` (read below when the name holds the whole environment). */
const KEYED = /^([A-Za-z_]\w{0,63})\s*\[\s*['"]([A-Za-z_]\w{0,127})['"]\s*\]$/;
/** The same index right after a name: `['HOME']`. */
const KEY_AFTER = /^\s*\[\s*['"]([A-Za-z_]\w{0,127})['"]\s*\]/;

/** A tool's home variable read by name (`getenv('COMPOSER_HOME')`): its folder (model.ts TOOL_HOMES). */
const TOOL_HOME_READ =
  /^(?:getenv|os\.getenv|os\.Getenv|(?:std::)?env::var)\s*\(\s*["']([A-Z_]{1,40})["']\s*\)$/;

/** One variable of the environment, by name (HOME is the home folder); no read fact is emitted here. */
function envVariable(name: string): Value {
  if (name === 'HOME' || name === 'USERPROFILE') return literal('~');
  return { text: `\${${name}}`, literal: false, taints: ['env'], vars: [name] };
}

/** Dart's spellings (the JVM family's model): adjacent literals, list joins, a variable of the environment by key. */
function dartText(e: string, st: LibState, depth: number): Value | undefined {
  if (ADJACENT.test(e)) {
    const pieces = e.match(/'[^'\n]{0,400}'|"[^"\n]{0,400}"/g) ?? [];
    return concat(pieces.map((p) => libText(p, st, depth + 1)));
  }
  const join = LIST_JOIN.exec(e);
  if (join) {
    const items = splitTop(join[1]!)
      .filter((x) => x !== '')
      .map((x) => libText(x, st, depth + 1));
    if (join[3] === '/') return joinPath(items);
    const sep = literal(join[3]!);
    return concat(items.flatMap((v, i) => (i ? [sep, v] : [v])));
  }
  const keyed = KEYED.exec(e);
  if (keyed && st.env.get(keyed[1]!)?.secret === 'env-all') return envVariable(keyed[2]!);
  return undefined;
}
