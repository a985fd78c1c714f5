import type { Value } from '../../facts.js';
import { concat, joinPath, literal, unknown } from '../values.js';
import type { ScriptLang } from './statements.js';

/**
 * Expressions of a Ruby or Perl statement, read as text: arguments split at top-level commas, and the
 * text of a path or URL rebuilt from string literals (with `#{…}`/`$var` interpolation), concatenation
 * (`+`, Perl's `.`), `File.join`/`File::Spec->catfile`, `File.expand_path`, `URI(…)` and the spellings of
 * the home folder. Variables resolve through the caller's environment. Recursion is bounded by depth
 * and every string by length; nothing is evaluated.
 */

export type Env = ReadonlyMap<string, Value>;

const MAX_DEPTH = 6;
const MAX_ARGS = 24;

/**
 * Visits each character of `s` from `from` that is outside a quoted string, with the bracket depth after
 * it (an opening bracket counts in, a closing one out). `visit` returns the index to go on from, or
 * `true` to stop.
 */
function scanUnquoted(
  s: string,
  from: number,
  visit: (i: number, c: string, depth: number) => number | boolean,
): void {
  let depth = 0;
  let quote = '';
  for (let i = from; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      quote = c;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    const next = visit(i, c, depth);
    if (next === true) return;
    if (typeof next === 'number') i = next;
  }
}

/** The parts of `s` between top-level commas (and `=>`-free), quotes and brackets respected. */
export function splitTop(s: string, sep = ','): string[] {
  const out: string[] = [];
  let from = 0;
  scanUnquoted(s, 0, (i, _c, depth) => {
    if (out.length >= MAX_ARGS) return true;
    if (depth !== 0 || !s.startsWith(sep, i)) return false;
    out.push(s.slice(from, i).trim());
    from = i + sep.length;
    return i + sep.length - 1;
  });
  const last = s.slice(from).trim();
  if (last !== '' || out.length) out.push(last);
  return out;
}

/**
 * The argument text of a call whose name ends at `at` in `s`: the inside of balanced parentheses, or
 * (Ruby and Perl allow calls without them) the rest of the statement up to a block or modifier.
 */
export function argsAt(s: string, at: number): { text: string; end: number } {
  let i = at;
  while (s[i] === ' ' || s[i] === '\t') i++;
  if (s[i] === '(') {
    const close = matching(s, i);
    return { text: s.slice(i + 1, close), end: Math.min(s.length, close + 1) };
  }
  const rest = s.slice(i);
  // A block (`{ |x|`, ` do`), a modifier (` if`, ` unless` …), a closing bracket or the statement's end.
  const stop = /\s(?:do|if|unless|rescue|or|and)\b|\{[ \t]{0,8}\||\)|;/.exec(rest);
  const end = stop ? i + stop.index : s.length;
  return { text: s.slice(i, end), end };
}

/** The index of the bracket closing the one at `open` (or the end of `s`). */
export function matching(s: string, open: number): number {
  let found = s.length;
  scanUnquoted(s, open, (i, c, depth) => {
    if (depth !== 0 || (c !== ')' && c !== ']' && c !== '}')) return false;
    found = i;
    return true;
  });
  return found;
}

/** Ways to name the home folder, rewritten to `~` before a path is classified. */
const HOME =
  /^(?:Dir\.home|Etc\.getpwuid(?:\([^)]{0,40}\))?\.dir|ENV\s*(?:\[\s*["']HOME["']\s*\]|\.fetch\(\s*["']HOME["'][^)]{0,80}\))|\$ENV\s*\{\s*["']?HOME["']?\s*\}|File::HomeDir->my_home|Gem\.user_home|File\.expand_path\(\s*["']~["']\s*\))$/;

/**
 * The text of an expression as far as it is known: the path or URL it spells, unknown parts as
 * `${name}`. Literal when every part is.
 */
export function textOf(expr: string, env: Env, lang: ScriptLang, depth = 0): Value {
  const e = stripParens(expr.trim());
  if (depth > MAX_DEPTH || e === '') return literal('');
  if (HOME.test(e)) return literal('~');
  if (lang === 'perl') {
    const perl = perlText(e, env, depth);
    if (perl) return perl;
  }
  const str = stringLiteral(e, env, lang, depth);
  if (str) return str;
  const parts = splitTop(e, lang === 'ruby' ? ' + ' : ' . ');
  if (parts.length > 1) return concat(parts.map((p) => textOf(p, env, lang, depth + 1)));
  const join =
    /^(?:File\.join|File::Spec->cat(?:file|dir)|Pathname(?:\.new)?|path)\s*\(/.exec(e) ??
    /^(?:URI(?:\.join)?)\s*\(/.exec(e);
  if (join) {
    const args = splitTop(argsAt(e, join[0].length - 1).text).map((a) => textOf(a, env, lang, depth + 1));
    return joinPath(args);
  }
  const expand = /^File\.(?:expand_path|absolute_path)\s*\(/.exec(e);
  if (expand) {
    const args = splitTop(argsAt(e, expand[0].length - 1).text).map((a) => textOf(a, env, lang, depth + 1));
    const first = args[0] ?? literal('');
    return args[1] && !first.text.startsWith('/') && !first.text.startsWith('~')
      ? joinPath([args[1], first])
      : first;
  }
  const parse = /^URI(?:\.parse)?\s*\(|^URI\.parse\s+/.exec(e);
  if (parse)
    return textOf(argsAt(e, parse[0].length - (parse[0].endsWith('(') ? 1 : 0)).text, env, lang, depth + 1);
  // `base + "x"` spelled `File.join(base, "x")` above; `x.to_s`, `x.strip`, `x.chomp` keep the text.
  const method = /^(.{1,300}?)\.(?:to_s|to_str|strip|chomp|freeze|dup|to_path)$/.exec(e);
  if (method) return textOf(method[1]!, env, lang, depth + 1);
  // Ruby `"hs | … lruc".reverse`: a command or address stored backwards reads forwards where it is used.
  const reversed = lang === 'ruby' ? /^(.{1,300}?)\.reverse$/.exec(e) : null;
  if (reversed) {
    const v = textOf(reversed[1]!, env, lang, depth + 1);
    return v.literal ? literal([...v.text].reverse().join('')) : v;
  }
  // `uri.host`, `uri.path` of a variable that holds a URL.
  const part = /^([a-z_]\w{0,63})\.(host|hostname|path|request_uri)$/.exec(e);
  const url = part ? env.get(part[1]!) : undefined;
  if (part && url) {
    const u = /^https?:\/\/([^/\s]{1,255})(\/[^\s]{0,1500})?/.exec(url.text);
    if (u) return { ...url, text: part[2]!.startsWith('host') ? u[1]! : (u[2] ?? '/') };
  }
  const name = variableName(e, lang);
  if (name) return env.get(name) ?? unknown(name);
  return unknown(e.replace(/\s+/g, ' ').slice(0, 40));
}

/**
 * Perl's spellings that keep a path's text: a fallback's first arm (`$ENV{HOME} // ''`, `|| '.'`), the
 * pattern of `glob("$dir/id_*")` (a glob over a secret folder is a read of what it matches), the list of a
 * `grep { … } LIST` / `sort LIST` filter, and a number.
 */
function perlText(e: string, env: Env, depth: number): Value | undefined {
  if (/^\d{1,12}$/.test(e)) return literal(e);
  for (const sep of [' // ', ' || '])
    if (e.includes(sep)) {
      const arms = splitTop(e, sep);
      if (arms.length > 1) return textOf(arms[0]!, env, 'perl', depth + 1);
    }
  const filter = /^(?:grep|sort|map)\s*\{[^{}\n]{0,300}\}\s*/.exec(e) ?? /^sort\s+(?=[$@(])/.exec(e);
  if (filter) return textOf(e.slice(filter[0].length), env, 'perl', depth + 1);
  const glob = /^(?:glob|bsd_glob)\s*\(?/.exec(e);
  if (glob)
    return textOf(argsAt(e, glob[0].length - (glob[0].endsWith('(') ? 1 : 0)).text, env, 'perl', depth + 1);
  // `@keys`: the list variable.
  const list = /^@([A-Za-z_]\w{0,63})$/.exec(e);
  return list ? (env.get(list[1]!) ?? unknown(list[1]!)) : undefined;
}

function stripParens(e: string): string {
  let s = e;
  for (let n = 0; n < 4 && s.startsWith('(') && matching(s, 0) === s.length - 1; n++)
    s = s.slice(1, -1).trim();
  return s;
}

/** A variable as the language spells it: Ruby locals, `@ivars` and constants; Perl `$scalars`. */
export function variableName(e: string, lang: ScriptLang): string | undefined {
  const m = lang === 'ruby' ? /^(@{0,2}[A-Za-z_]\w{0,63})$/.exec(e) : /^\$([A-Za-z_]\w{0,63})$/.exec(e);
  return m?.[1];
}

/** A whole string literal, interpolation resolved: `"…"`, `'…'`, `%q(…)`, Perl `q(…)`/`qq{…}`. */
function stringLiteral(e: string, env: Env, lang: ScriptLang, depth: number): Value | undefined {
  const q = e[0];
  if ((q === '"' || q === "'") && e.length >= 2 && e.endsWith(q) && closesAt(e, 0) === e.length - 1) {
    const body = e.slice(1, -1);
    if (q === "'") return literal(body.replace(/\\(['\\])/g, '$1'));
    return interpolate(body, env, lang, depth);
  }
  const pct = /^(?:%[qQ]?|qq?)([({[<|])([^\n]{0,2000})[)}\]>|]$/.exec(e);
  if (pct)
    return e.startsWith('%q') || e.startsWith('q(')
      ? literal(pct[2]!)
      : interpolate(pct[2]!, env, lang, depth);
  return undefined;
}

function closesAt(s: string, open: number): number {
  const q = s[open];
  for (let i = open + 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === q) return i;
  }
  return -1;
}

const RUBY_INTERP = /#\{([^{}]{1,300})\}/g;
const PERL_INTERP = /\$\{?([A-Za-z_]\w{0,63})\}?(?:\{\s*['"]?(\w{1,64})['"]?\s*\})?/g;

function interpolate(body: string, env: Env, lang: ScriptLang, depth: number): Value {
  const parts: Value[] = [];
  let last = 0;
  const re = lang === 'ruby' ? RUBY_INTERP : PERL_INTERP;
  for (const m of body.matchAll(re)) {
    if (parts.length > 64) break;
    if (m.index > last) parts.push(literal(unescapeText(body.slice(last, m.index))));
    if (lang === 'ruby') parts.push(textOf(m[1]!, env, lang, depth + 1));
    else if (m[1] === 'ENV' && m[2]) parts.push(m[2] === 'HOME' ? literal('~') : unknown(m[2]));
    else parts.push(env.get(m[1]!) ?? unknown(m[1]!));
    last = m.index + m[0].length;
  }
  if (last < body.length) parts.push(literal(unescapeText(body.slice(last))));
  return concat(parts.length ? parts : [literal('')]);
}

function unescapeText(s: string): string {
  return s.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\(.)/g, '$1');
}

/** Variables an expression mentions that the environment knows (at most 32). */
export function mentioned(expr: string, env: Env, lang: ScriptLang): Value[] {
  const out: Value[] = [];
  const re =
    lang === 'ruby'
      ? /(?<![\w.:$]|::)@{0,2}[A-Za-z_]\w{0,63}\b(?![(?!:])/g
      : /[$@%]\{?([A-Za-z_]\w{0,63})\b/g;
  const seen = new Set<string>();
  for (const m of expr.matchAll(re)) {
    const name = lang === 'ruby' ? m[0] : m[1]!;
    if (seen.has(name)) continue;
    seen.add(name);
    const v = env.get(name);
    if (v) out.push(v);
    if (seen.size >= 64 || out.length >= 32) break;
  }
  return out;
}
