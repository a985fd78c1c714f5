import { isSourceFile } from '../../analysis/repo-paths.js';

/**
 * Words that are a detector's pattern, not a request: an alternative of a regular expression built on
 * the line (`re.compile(r"…|do not tell the user|…")`), or an entry of a list, tuple, set or dict of
 * patterns that the same file hands to a regular-expression function (`POISON = [r"<important>|<system>",
 * …]` then `for pat in POISON: re.search(pat, text)`). A detector's pattern names what it looks for; it
 * asks nothing of the agent. The collection counts by what the code does with it, never by its name.
 */

/** A regular expression built or written on the line (`re.compile(`, `new RegExp(`, `/…|…/i`, `regex:`). */
const REGEX_LINE =
  /\bre\.(?:compile|search|match|fullmatch|findall|finditer|sub|split)\s*\(|\bRegExp\s*\(|\bPattern\.compile\s*\(|=~|\/[^/\n]{0,200}\|[^/\n]{0,200}\/[gimsuy]{0,6}/;
/** Source files, where a regular expression is code (not a data file or text the agent reads). */

/** Where the words sit: one alternative of a pattern, an entry of a collection of patterns, or neither. */
export type PatternPlace = 'alternative' | 'entry';

export function detectorPatternPlace(
  path: string,
  text: string,
  start: number,
  end: number,
): PatternPlace | undefined {
  if (!isSourceFile(path)) return undefined;
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const nl = text.indexOf('\n', end);
  const le = nl < 0 ? text.length : nl;
  const line = text.slice(ls, le);
  const before = text.slice(Math.max(ls, start - 12), start);
  const after = text.slice(end, Math.min(le, end + 12));
  const alternative = /[|(]\s{0,2}$|\)\?\s{0,2}$/.test(before) || /^\s{0,2}[|)]/.test(after);
  if (REGEX_LINE.test(line)) return alternative ? 'alternative' : undefined;
  // An entry of a collection the file hands to a regex function: one step down even when it is written as an
  // alternation — the entry's text, parentheses included, is the author's to choose.
  if (!patternCollection(text, ls, le)) return undefined;
  return 'entry';
}

const MAX_LINE = 2_000;
const MAX_UP = 200;

/**
 * The line [ls, le) holds entries of a collection literal (string literals and brackets only) whose
 * opening line either builds a regular expression or assigns the collection to a name the file uses
 * as patterns.
 */
function patternCollection(text: string, ls: number, le: number): boolean {
  if (le - ls > MAX_LINE) return false;
  const line = text.slice(ls, le);
  const opener = openerOf(line);
  if (opener === 'not-entries') return false;
  if (opener !== undefined) return usedAsPatterns(text, opener, ls);
  // Walk up over the other entries to the line that opens the collection.
  let e = ls - 1;
  for (let n = 0; e > 0 && n < MAX_UP; n++) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    const above = text.slice(s, e);
    if (e - s > MAX_LINE) return false;
    if (REGEX_LINE.test(above) && /[[({]\s*$/.test(stripComment(above))) return true;
    const o = openerOf(above);
    if (o === 'not-entries') return false;
    if (o !== undefined) return usedAsPatterns(text, o, s);
    e = s - 1;
  }
  return false;
}

/**
 * A line of entries: the name it assigns when it opens the collection (`POISON = [r"…",`), undefined
 * when it holds only entries, 'not-entries' when it holds other code.
 */
function openerOf(line: string): string | 'not-entries' | undefined {
  const assign =
    /^\s*(?:(?:export|const|let|var|final|static|private|public|readonly|my|our)\s+){0,3}([$@]?[A-Za-z_][\w.]{0,80})\s*(?::[^=\n]{0,80})?=\s*(?:\w{1,20}\s*\(\s*)?[[({]/.exec(
      line,
    );
  const rest = assign ? line.slice(assign[0].length) : line;
  if (!onlyEntries(rest)) return 'not-entries';
  return assign?.[1];
}

function stripComment(line: string): string {
  const m = /^(\s*)(?:#|\/\/)/.exec(line);
  return m ? '' : line;
}

/** Only string literals (with Python prefixes), commas, colons, brackets, blanks and a trailing comment. */
function onlyEntries(s: string): boolean {
  let i = 0;
  let strings = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '#' || (c === '/' && s[i + 1] === '/')) break;
    if (/[\s,:()[\]{}]/.test(c)) {
      i++;
      continue;
    }
    let j = i;
    while (j < s.length && j - i < 3 && /[rRbBuUfF]/.test(s[j]!)) j++;
    const q = s[j];
    if (q !== '"' && q !== "'" && q !== '`') return false;
    let k = j + 1;
    while (k < s.length && s[k] !== q) k += s[k] === '\\' ? 2 : 1;
    if (k >= s.length) return false;
    strings++;
    i = k + 1;
  }
  return strings > 0 || s.trim() === '' || /^\s*(?:#|\/\/)/.test(s);
}

const MAX_USES = 50;

/**
 * The collection named `name` (opened at offset `at`) is handed to a regular-expression function: on a
 * line that builds one (`re.compile("|".join(P))`, `[re.compile(p) for p in P]`), or through a loop
 * variable used by one within the next lines (`for pat in P:` … `re.search(pat, low)`, `P.some((p) =>
 * p.test(s))`, `text.match(p)`).
 */
function usedAsPatterns(text: string, name: string, at: number): boolean {
  let from = 0;
  for (let n = 0; n < MAX_USES; n++) {
    const i = text.indexOf(name, from);
    if (i < 0) return false;
    from = i + name.length;
    if (i >= at && i < text.indexOf('\n', at)) continue; // the definition itself
    if (/[\w$.]/.test(text[i - 1] ?? '') || /[\w$]/.test(text[i + name.length] ?? '')) continue;
    const ls = text.lastIndexOf('\n', i - 1) + 1;
    const nl = text.indexOf('\n', i);
    const line = text.slice(ls, nl < 0 ? text.length : nl);
    if (REGEX_LINE.test(line)) return true;
    const v = loopVariables(line, name);
    if (v.length > 0 && usedByRegex(text.slice(ls, lineEndAfter(text, ls, 8)), v)) return true;
  }
  return false;
}

function lineEndAfter(text: string, from: number, lines: number): number {
  let e = from;
  for (let n = 0; n < lines; n++) {
    const nl = text.indexOf('\n', e + 1);
    if (nl < 0) return text.length;
    e = nl;
  }
  return e;
}

/** Words that introduce a loop variable rather than name one. */
const LOOP_NOISE = new Set(['const', 'let', 'var', 'await', 'async', 'enumerate', 'zip', 'sorted']);

/** Loop variables over the collection: `for a, b in P`, `for (const p of P)`, `P.some((p) =>`. */
function loopVariables(line: string, name: string): string[] {
  const at = line.indexOf(name);
  const words = line
    .slice(Math.max(0, at - 120), at)
    .replace(/[(),]/g, ' ')
    .trim()
    .split(/\s+/);
  // `for i, pat in enumerate(P)`: the wrapping call is not a variable.
  while (words.length > 0 && LOOP_NOISE.has(words[words.length - 1]!)) words.pop();
  const f = words.lastIndexOf('for');
  const last = words[words.length - 1];
  if (f >= 0 && (last === 'in' || last === 'of'))
    return words.slice(f + 1, -1).filter((w) => !LOOP_NOISE.has(w) && /^[A-Za-z_$][\w$]*$/.test(w));
  const m =
    /^\.(?:some|every|map|forEach|filter|find|flatMap)\(\s*(?:async\s+)?(?:\(\s*)?([A-Za-z_$][\w$]*)/.exec(
      line.slice(at + name.length),
    );
  return m ? [m[1]!] : [];
}

/** One of `vars` is handed to a regular expression in `window`. */
function usedByRegex(window: string, vars: readonly string[]): boolean {
  for (const v of vars) {
    for (const l of window.split('\n')) {
      if (!hasWord(l, v)) continue;
      if (REGEX_LINE.test(l)) return true;
      if (l.includes(`${v}.test(`) || l.includes(`${v}.exec(`)) return true;
      if (/\.(?:match|matchAll|search|replace|replaceAll|split)\s*\(\s*$/.test(l.slice(0, l.indexOf(v))))
        return true;
    }
  }
  return false;
}

function hasWord(line: string, w: string): boolean {
  let from = 0;
  for (let n = 0; n < 20; n++) {
    const i = line.indexOf(w, from);
    if (i < 0) return false;
    if (!/[\w$]/.test(line[i - 1] ?? '') && !/[\w$]/.test(line[i + w.length] ?? '')) return true;
    from = i + w.length;
  }
  return false;
}
