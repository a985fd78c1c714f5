import type { Value } from '../../facts.js';
import { concat, joinPath, literal } from '../values.js';
import { argsAt, matching, splitTop } from './expr.js';
import { lastCall } from './path-exprs.js';

/**
 * How Kotlin, Java and Groovy spell the values the library-call model follows (read by lib-values.ts's
 * `libText` before its shared readings): the home folder (`System.getProperty("user.home")`), Gradle's
 * per-user folder (`gradle.gradleUserHomeDir`, which is `~/.gradle` unless `GRADLE_USER_HOME` moves it),
 * paths made by `File(dir, name)`, `Paths.get(a, b)`, `Path.of(…)` and `.resolve(…)` chains, wrappers that
 * keep a path or URL (`URL(u)`, `URI.create(u)`, `.toPath()`, `!!`), and string templates (`"$x/${y}"`).
 */

type TextOf = (expr: string, depth: number) => Value;

const HOME =
  /^(?:FileManager\.default\.homeDirectoryForCurrentUser(?:\.path)?|NSHomeDirectory\s*\(\s*\)|Environment\.GetFolderPath\s*\(\s*(?:System\.)?Environment\.SpecialFolder\.(?:UserProfile|Personal)\s*\)|Environment\.GetEnvironmentVariable\s*\(\s*"(?:HOME|USERPROFILE)"\s*\)|System\.getProperty\s*\(\s*["']user\.home["']\s*\)|System\.getenv\s*\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|System\.properties\s*\[\s*["']user\.home["']\s*\]|FileUtils\.getUserDirectory(?:Path)?\(\s*\))$/;
const APP_DATA =
  /^Environment\.GetFolderPath\s*\(\s*(?:System\.)?Environment\.SpecialFolder\.(ApplicationData|LocalApplicationData)\s*\)$/;
const GRADLE_HOME =
  /^(?:(?:project\.|rootProject\.|settings\.)?gradle\.gradleUserHomeDir|gradleUserHomeDir|startParameter\.gradleUserHomeDir|System\.getenv\s*\(\s*["']GRADLE_USER_HOME["']\s*\))$/;
/** Suffixes that keep a path's or URL's text. */
const KEEP_SUFFIX =
  /^([\s\S]{1,400}?)(?:!!?|\.(?:toPath|toFile|toURL|toURI|toUri|toString|normalize|toAbsolutePath|getAbsolutePath|getCanonicalPath|getPath)\(\s*\)|\.(?:absolutePath|canonicalPath|path|absoluteFile|canonicalFile))$/;
/** Wrappers whose one argument is the path or URL: `File(p)`, `new URL(u)`, `URI.create(u)`, `Paths.get(p)`. */
const WRAP =
  /^(?:new\s+)?(?:File|URL|URI|URI\.create|Paths\.get|Path\.of|java\.io\.File|java\.net\.URL|file|uri|Uri|Uri\.parse|Path\.Combine|Path\.Join)\s*\(/;

/** The text of a JVM-specific expression, or undefined when the shared readings apply. */
export function jvmText(e: string, depth: number, textOf: TextOf): Value | undefined {
  if (HOME.test(e)) return literal('~');
  // C#'s per-user application data folders, as Windows names them (`%APPDATA%\NuGet\NuGet.Config`).
  const special = APP_DATA.exec(e);
  if (special) return literal(special[1] === 'ApplicationData' ? '%APPDATA%' : '%LOCALAPPDATA%');
  if (GRADLE_HOME.test(e)) return literal('~/.gradle');
  if (e.startsWith('$"')) {
    const t = csharpTemplate(e, depth, textOf);
    if (t) return t;
  }
  if (e.startsWith('"') && !e.startsWith('"""')) {
    const t = template(e, depth, textOf);
    if (t) return t;
  }
  const keep = KEEP_SUFFIX.exec(e);
  if (keep) return textOf(keep[1]!, depth + 1);
  // Swift: an argument label (`contentsOf: url`, `fileURLWithPath: p`) names the slot, not the value.
  const label = /^([a-z][A-Za-z]{0,40}):\s+(?!\/\/)([\s\S]+)$/.exec(e);
  if (label) return textOf(label[2]!, depth + 1);
  const swiftJoin = lastCall(e, 'appendingPathComponent');
  if (swiftJoin) return joinPath([textOf(swiftJoin.base, depth + 1), textOf(swiftJoin.arg, depth + 1)]);
  const resolve = lastCall(e, 'resolve');
  if (resolve) return joinPath([textOf(resolve.base, depth + 1), textOf(resolve.arg, depth + 1)]);
  const wrap = WRAP.exec(e);
  if (wrap && matching(e, wrap[0].length - 1) === e.length - 1) {
    const args = splitTop(argsAt(e, wrap[0].length - 1).text).filter((a) => a !== '');
    if (args.length === 0) return undefined;
    return args.length === 1 ? textOf(args[0]!, depth + 1) : joinPath(args.map((a) => textOf(a, depth + 1)));
  }
  return undefined;
}

/**
 * A double-quoted string with `$name` and `${expr}` parts (Kotlin templates, Groovy GStrings), read as the
 * concatenation of its pieces; undefined when `e` is not one whole string literal.
 */
function template(e: string, depth: number, textOf: TextOf): Value | undefined {
  const parts: Value[] = [];
  let piece = '';
  for (let i = 1; i < e.length; i++) {
    const c = e[i]!;
    if (c === '\\') {
      piece += e[i + 1] === 'n' ? '\n' : (e[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') {
      if (i !== e.length - 1 || parts.length > 64) return undefined;
      parts.push(literal(piece));
      return concat(parts);
    }
    if (c === '$' && e[i + 1] === '{') {
      const close = matching(e, i + 1);
      if (close < 0 || close >= e.length - 1) return undefined;
      parts.push(literal(piece), textOf(e.slice(i + 2, close), depth + 1));
      piece = '';
      i = close;
      continue;
    }
    const name = c === '$' ? /^[A-Za-z_]\w{0,63}/.exec(e.slice(i + 1, i + 65))?.[0] : undefined;
    if (name) {
      parts.push(literal(piece), textOf(name, depth + 1));
      piece = '';
      i += name.length;
      continue;
    }
    piece += c;
  }
  return undefined;
}

/**
 * The expression a method call at `dot` (the `.` before the name) is made on: names, dots, calls and
 * indexes back to the start of the postfix chain, and a `new` before a constructor. Bounded.
 */
export function receiverBefore(s: string, dot: number): string {
  let start = dot;
  for (let steps = 0; start > 0 && steps < 64; steps++) {
    const j = start - 1;
    const c = s[j]!;
    if (c === ')' || c === ']') {
      const open = openingBefore(s, j);
      if (open < 0) break;
      start = open;
    } else if (c === '"' || c === "'") {
      const q = s.lastIndexOf(c, j - 1);
      if (q < 0) break;
      start = q;
    } else if (/[\w.!?$]/.test(c)) start = j;
    // A chain continued on the next line (`URI(u).toURL()\n    .openConnection()`): the blank before the dot.
    else if (/\s/.test(c) && /^\s*\./.test(s.slice(start, start + 200))) start = j;
    else if ((c === ' ' || c === '\t') && /\bnew[ \t]+$/.test(s.slice(Math.max(0, j - 8), j + 1))) {
      start = s.lastIndexOf('new', j);
      break;
    } else break;
  }
  return s
    .slice(start, dot)
    .replace(/^[.?!]+/, '')
    .trim();
}

/** The bracket opening the one closing at `close`, scanning back over quoted strings; -1 when none. */
function openingBefore(s: string, close: number): number {
  let depth = 0;
  const floor = Math.max(0, close - 4000);
  for (let i = close; i >= floor; i--) {
    const c = s[i]!;
    if (c === '"' || c === "'") {
      const q = s.lastIndexOf(c, i - 1);
      if (q < floor) return -1;
      i = q;
      continue;
    }
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      depth--;
      if (depth === 0) {
        // A call's name belongs to the receiver: `File(p)`, `listOf(a)`.
        let k = i;
        while (k > 0 && /[\w$]/.test(s[k - 1]!)) k--;
        return k;
      }
    }
  }
  return -1;
}

/** C#'s interpolated string `$"{home}/.ssh/{name}"` (format specifiers after `:` dropped), as its pieces. */
function csharpTemplate(e: string, depth: number, textOf: TextOf): Value | undefined {
  if (!e.endsWith('"') || e.length > 2_000) return undefined;
  const parts: Value[] = [];
  let piece = '';
  for (let i = 2; i < e.length - 1; i++) {
    const c = e[i]!;
    if (c === '{' && e[i + 1] === '{') {
      piece += '{';
      i++;
    } else if (c === '{') {
      const close = e.indexOf('}', i);
      if (close < 0) return undefined;
      if (piece) parts.push(literal(piece));
      piece = '';
      const expr = e.slice(i + 1, close).replace(/[:,][^:,]{0,40}$/, '');
      parts.push(textOf(expr, depth + 1));
      i = close;
    } else if (c === '\\') {
      piece += e[i + 1] === 'n' ? '\n' : (e[i + 1] ?? '');
      i++;
    } else piece += c;
  }
  if (piece) parts.push(literal(piece));
  return parts.length ? concat(parts) : literal('');
}
