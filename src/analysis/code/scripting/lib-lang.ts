import { pushStatement, type Statement } from './statements.js';

/**
 * PHP, Lua, Go, Rust and the JVM languages (Kotlin, Java, Groovy, and C#, read alike) as the library-call model
 * (src/analysis/code/scripting/lib-flow.ts) reads them: which one a file is (by its own words: the unit
 * carries no file name), its comments
 * blanked (offsets kept), and its statements. Statements end at a line end or `;` outside brackets, at a
 * block's `{` (`if … {`, `fn main() {`) and at its `}`; a line ending in an operator, or followed by one
 * starting with `.`/`->`, continues. Every statement is bounded in characters and lines.
 */

export type LibLang = 'php' | 'lua' | 'go' | 'rust' | 'jvm';

const MAX_TEXT = 256 * 1024;
const MAX_STATEMENT_CHARS = 6_000;
const MAX_STATEMENT_LINES = 60;

/**
 * Kotlin, Java and Groovy (Gradle scripts, init scripts, single-file programs): their standard library's
 * names, a Kotlin `val`/`fun`, a Java import or a class with a brace, a Groovy `def x =`. Ruby's `class Foo`
 * has no brace and its `def` no `=`.
 */
const JVM_API =
  /\b(?:java|javax|kotlin|groovy|okhttp3)\.[a-z]\w*\.|\bSystem\.(?:getenv|getProperty)\s*\(|\bHttpURLConnection\b|\bProcessBuilder\b|\bRuntime\.getRuntime\(\)|\bgradleUserHomeDir\b|\bGroovyShell\b/;
const JVM_SYNTAX =
  /^[ \t]*(?:(?:private|internal|public|override)[ \t]+)?(?:val|var)[ \t]+\w+[ \t]*(?::[^=\n]{1,80})?=|^[ \t]*(?:(?:private|internal|public|suspend|inline|override)[ \t]+)*fun[ \t]+(?:<[^>\n]{1,60}>[ \t]*)?[\w.]+[ \t]*\(|^[ \t]*import[ \t]+[\w.]+(?:\.\*)?;[ \t]*$|^[ \t]*(?:(?:public|final|abstract)[ \t]+)*(?:class|interface|enum|record)[ \t]+\w+[^\n{]{0,200}\{[ \t]*$/m;
const GROOVY_DEF = /^[ \t]*def[ \t]+\w+[ \t]*=/m;
/** Swift (read with them too): a `swift` shebang, or an Apple framework imported by its bare name. */
const SWIFT =
  /^#!\S*(?:\/|env[ \t]+)swift\b|^[ \t]*import[ \t]+(?:Foundation|FoundationNetworking|Cocoa|UIKit|AppKit|CryptoKit|Dispatch|Security)[ \t]*$/m;
/** Dart (read with them too): its library imports (`import 'dart:io';`, `import 'package:http/http.dart' as http;`). */
const DART =
  /^[ \t]*import[ \t]+'(?:dart:\w{1,40}|package:[\w/.-]{1,200})'(?:[ \t]+(?:as|show|hide)[ \t]+[\w, ]{1,200})?[ \t]*;/m;
/**
 * C# (read with them: the same statement shapes, `var x = …;`, `new T(…)`, `using`): its namespaces and
 * everyday calls, a file-based app's `#:package`/`#:property` directives or `dotnet` shebang, a namespace.
 */
const CSHARP =
  /^[ \t]*using[ \t]+(?:static[ \t]+)?System(?:\.[\w.]{1,80})?[ \t]*;|^#:(?:package|property|sdk|project)[ \t]|^#!\S*(?:\/|env[ \t]+)dotnet\b|^[ \t]*namespace[ \t]+[\w.]{1,100}[ \t]*[;{]?[ \t]*$|\bConsole\.(?:WriteLine|ReadLine|In\.ReadToEnd)\s*\(|\bEnvironment\.(?:GetEnvironmentVariables?|GetFolderPath)\s*\(|\bnew[ \t]+(?:HttpClient|ClientWebSocket|WebClient|ProcessStartInfo)\b/m;

/** The language of a script file among these, from its opening and its everyday words. */
export function libLanguage(text: string): LibLang | undefined {
  const head = text.slice(0, 4096);
  if (/^\s*<\?php\b|^#!\S*(?:\/|env\s+)php/.test(head)) return 'php';
  if (/^#!\S*(?:\/|env\s+)lua/.test(head)) return 'lua';
  if (/^package[ \t]+\w+[ \t]*$/m.test(head) && /\bfunc\s|\bimport\s*[("]/.test(text)) return 'go';
  const sample = text.slice(0, 64 * 1024);
  if (
    /^[ \t]*(?:pub[ \t]+)?fn[ \t]+\w+[ \t]*[(<]|^[ \t]*use[ \t]+\w+::/m.test(sample) &&
    /\blet\s/.test(sample)
  )
    return 'rust';
  // LuaSocket/LuaSec are Lua's own; otherwise `local x =` and `end` lines, and no Ruby `def`/`class`.
  const luaRequire =
    /\brequire\s*\(?\s*["'](?:socket\.\w+|ssl\.https|ltn12)["']|\blocal\s+\w+\s*=\s*require\b/;
  if (luaRequire.test(sample) && !/^[ \t]*def[ \t]/m.test(sample)) return 'lua';
  if (
    /^[ \t]*local[ \t]+\w[\w, \t]{0,200}=/m.test(sample) &&
    /\bend\b/.test(sample) &&
    !/^[ \t]*(?:def|class)[ \t]/m.test(sample)
  )
    return 'lua';
  if (
    JVM_API.test(sample) ||
    JVM_SYNTAX.test(sample) ||
    CSHARP.test(sample) ||
    DART.test(sample) ||
    SWIFT.test(sample)
  )
    return 'jvm';
  if (GROOVY_DEF.test(sample) && !/^[ \t]*end[ \t]*$/m.test(sample)) return 'jvm';
  return undefined;
}

/** Comments blanked to spaces (strings respected): line and block comments, PHP `#`, Lua `--` and `--[[ ]]`. */
export function blankComments(src: string, lang: LibLang): string {
  const out = src.split('');
  let quote = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quote) {
      if (c === '\\' && quote !== '`') i++;
      else if (c === quote || c === '\n') quote = '';
      continue;
    }
    if (lang === 'jvm' && src.startsWith('"""', i)) {
      i = tripleQuoteEnd(src, i) - 1;
      continue;
    }
    if (c === '"' || c === '`' || (c === "'" && !rustLifetime(src, i, lang))) {
      quote = c;
      continue;
    }
    const two = src.slice(i, i + 2);
    let end = -1;
    if (lang === 'lua' && two === '--') {
      const long = src.startsWith('--[[', i) ? src.indexOf(']]', i) : -1;
      end = long >= 0 ? long + 2 : lineEnd(src, i);
    } else if (lang !== 'lua' && two === '//') end = lineEnd(src, i);
    else if (lang !== 'lua' && two === '/*') {
      const close = src.indexOf('*/', i + 2);
      end = close < 0 ? src.length : close + 2;
    } else if (lang === 'php' && c === '#' && src[i + 1] !== '[') end = lineEnd(src, i);
    // PHP's error-control `@` (`$s = @fsockopen(…)`) changes no value: blanked like a comment, so the
    // call it prefixes reads as any other. Outside strings and comments PHP has no other `@` (one after a
    // word is left: an address in a heredoc the string reading does not know).
    else if (lang === 'php' && c === '@' && !/[\w.]/.test(src[i - 1] ?? '')) end = i + 1;
    if (end < 0) continue;
    for (let k = i; k < end; k++) if (out[k] !== '\n') out[k] = ' ';
    i = end - 1;
  }
  return out.join('');
}

/** The end of a Kotlin/Groovy/Java `"""` string starting at `i` (its lines may hold `//` and `;`). */
function tripleQuoteEnd(src: string, i: number): number {
  const close = src.indexOf('"""', i + 3);
  return close < 0 ? src.length : close + 3;
}

/** A Rust lifetime or label (`'static`, `'a`), not a character literal: no closing quote right after. */
function rustLifetime(src: string, i: number, lang: LibLang): boolean {
  if (lang !== 'rust') return false;
  return /^'[A-Za-z_]\w*(?!')/.test(src.slice(i, i + 40)) && src[i + 2] !== "'";
}

function lineEnd(src: string, i: number): number {
  const nl = src.indexOf('\n', i);
  return nl < 0 ? src.length : nl;
}

/** Line endings that continue a statement on the next line. */
const CONTINUES = /(?:[,+.=(|&]|\.\.|->|\band|\bor|=>)\s*$/;

/** The statements of `text`, comments blanked, with offsets into it. */
export function libStatements(text: string, lang: LibLang): Statement[] {
  const src = blankComments(text.slice(0, MAX_TEXT), lang);
  const out: Statement[] = [];
  let start = 0;
  let depth = 0;
  let quote = '';
  let lines = 0;
  const flush = (end: number, next = end + 1) => {
    pushStatement(out, src, start, src.slice(start, end));
    start = next;
    depth = 0;
    quote = '';
    lines = 0;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quote) {
      if (c === '\\' && quote !== '`') i++;
      else if (c === quote) quote = '';
      else if (c === '\n' && quote !== '`') quote = '';
      continue;
    }
    if (lang === 'jvm' && src.startsWith('"""', i)) {
      i = tripleQuoteEnd(src, i) - 1;
      continue;
    }
    if (c === '"' || c === '`' || (c === "'" && !rustLifetime(src, i, lang))) {
      quote = c;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === '{') {
      if (
        (depth === 0 && (blockBrace(src, start, i) || allmanBrace(src, start, i, lang))) ||
        closureBody(src, start, i, lang)
      )
        flush(i);
      else depth++;
    } else if (c === '}') {
      if (depth === 0) flush(i);
      else depth--;
    } else if (c === ';' && depth === 0) flush(i);
    else if (c === '\n') {
      lines++;
      if (i - start > MAX_STATEMENT_CHARS || lines > MAX_STATEMENT_LINES) flush(i);
      else if (depth === 0 && !continues(src, start, i)) flush(i);
    }
  }
  if (start < src.length) flush(src.length);
  return out;
}

/**
 * C#'s (and some Java's) `{` alone on its line, under the `try`, `if (…)` or method it opens, and PHP's under
 * a class or method (PSR-12 puts them there): a block, whose statements are read one by one, not one
 * statement spanning the block (a whole class read as one statement yields nothing).
 */
function allmanBrace(src: string, start: number, i: number, lang: LibLang): boolean {
  return (
    (lang === 'jvm' || lang === 'php') &&
    src.slice(start, i).trim() === '' &&
    src.slice(i + 1, lineEnd(src, i)).trim() === ''
  );
}

/** A `{` that opens a block (after `)`, a keyword or a name), not a table, struct or array literal. */
function blockBrace(src: string, start: number, i: number): boolean {
  const before = src.slice(Math.max(start, i - 80), i).trimEnd();
  if (before === '' || /(?:[=(,[:]|\breturn|=>)$/.test(before)) return false;
  // A struct literal `&http.Client{` or `Foo {` with fields on the same line stays one statement.
  const after = src.slice(i + 1, lineEnd(src, i)).trim();
  return after === '' || /\)$|\b(?:else|do|then|unsafe|loop|try|finally|move)$/.test(before);
}

/**
 * The body of a PHP closure or a Go function literal given as an argument (`add_hook('x', static function () {`,
 * `go func() {`): its statements are read one by one like a function's, not as one call statement whose
 * assignments the model would never see. The call's head before it is a statement of its own.
 */
const CLOSURE_HEAD: Partial<Record<LibLang, RegExp>> = {
  php: /\bfunction\s*\([^()]{0,300}\)\s*(?:use\s*\([^()]{0,300}\)\s*)?(?::\s*\??[\w\\]{1,64}\s*)?$/,
  go: /\bfunc\s*\([^()]{0,300}\)\s*(?:[\w.*[\]]{1,64}\s*)?$/,
};

function closureBody(src: string, start: number, i: number, lang: LibLang): boolean {
  const head = CLOSURE_HEAD[lang];
  return head?.test(src.slice(Math.max(start, i - 400), i)) === true;
}

function continues(src: string, start: number, nl: number): boolean {
  const line = src.slice(Math.max(start, src.lastIndexOf('\n', nl - 1) + 1, nl - 400), nl);
  if (CONTINUES.test(line)) return true;
  const next = /^[ \t]*(\S{1,2})/.exec(src.slice(nl + 1, nl + 200))?.[1] ?? '';
  return next.startsWith('.') || next === '->' || next === '?' || next === '?:';
}
