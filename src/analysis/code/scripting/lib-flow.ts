import type { Value } from '../../facts.js';
import { capturesIn, captureValue } from '../captures.js';
import type { UnitHandle } from '../collector.js';
import { concat, literal } from '../values.js';
import { libLookups } from './dns-lookups.js';
import { argsAt, splitTop } from './expr.js';
import { jvmStatement } from './jvm-flow.js';
import { programCall } from './lib-commands.js';
import { type LibLang, libStatements } from './lib-lang.js';
import { listItems, loops } from './lib-loops.js';
import { libRequests } from './lib-requests.js';
import { libStoreReads } from './lib-store-readers.js';
import { INTERPRETER, TABLES } from './lib-tables.js';
import { LibState } from './lib-values.js';
import { luaProcessOutputs, phpProcessOutputs } from './lua-processes.js';
import { upTo } from './model.js';
import { phpEnvReads } from './php-env.js';
import { socketSends } from './socket-sends.js';
import type { Statement } from './statements.js';

/**
 * PHP, Lua, Go and Rust read as library calls, the way the Python analyzer reads Python: a bounded, linear
 * model over the statements of one file (src/analysis/code/scripting/lib-lang.ts) with simple assignments
 * followed, and the calls of each language's table (lib-tables.ts, lib-requests.ts) turned into the same
 * behaviour facts — `fetch`/`send` for requests, `read` of a secret store, files written with a value, and
 * `execute` when downloaded bytes reach an interpreter, `eval`, `require` of the written file, a shell's
 * standard input or a dynamic loader (`libloading::Library::new`, `plugin.Open`). Functions carry what
 * flowed through them to their callers (a first pass gathers them), and a function whose parameter is the
 * path it opens makes each call a read of the argument. Anything the tables do not name is opaque.
 */

const METHOD_TAINTS = ['secret', 'download', 'decoded'] as const;

interface Fn {
  name: string;
  indent: number;
  params: string[];
}

const DEF: Record<LibLang, RegExp> = {
  php: /^(?:(?:public|private|protected|static|final)\s+){0,3}function\s+&?(\w{1,64})\s*\(([^)]{0,300})\)/,
  lua: /^(?:local\s+)?function\s+(?:[\w.]{0,64}[.:])?(\w{1,64})\s*\(([^)]{0,300})\)/,
  go: /^func\s+(?:\([^)]{0,120}\)\s*)?(\w{1,64})\s*\(([^)]{0,300})\)/,
  rust: /^(?:pub(?:\([^)]{0,20}\))?\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w{1,64})\s*(?:<[^>]{0,100}>)?\s*\(([^)]{0,300})\)/,
  // Kotlin `fun`, Groovy `def`, Java `Type name(…)` (not `return f(…)`, `new X(…)`, `else if (…)`).
  // C# too: `static async Task<string> Get(…)`, a local function `string Get(params string[] path)`.
  jvm: /^(?:(?:public|private|protected|internal|static|final|override|open|suspend|synchronized|abstract|async|virtual)\s+){0,5}(?:fun\s+(?:<[^>]{0,60}>\s*)?(?:[\w.]{1,60}\.)?|def\s+(?:[\w<>[\],.?]{1,60}\s+)?|(?!(?:return|new|else|throw|if|while|for|switch|catch|await|using|foreach)\b)(?:void|int|long|boolean|bool|string|object|byte\[\]|char|double|float|[A-Z][\w<>[\],.?]{0,60})\s+)(\w{1,64})\s*\(([^)]{0,300})\)/,
};

/** Runs the model over `unit`; returns the spans of the executes it reported. */
export function analyzeLibFlow(unit: UnitHandle, lang: LibLang): Array<{ start: number; end: number }> {
  const statements = libStatements(unit.text, lang);
  const first = new LibState(unit, lang, false);
  walk(first, statements);
  const second = new LibState(unit, lang, true);
  for (const [k, v] of first.methods) second.methods.set(k, v);
  for (const [k, v] of first.readers) second.readers.set(k, v);
  walk(second, statements);
  return second.executed;
}

function walk(st: LibState, statements: readonly Statement[]): void {
  let fn: Fn | undefined;
  for (const s of statements) {
    if (fn && s.indent <= fn.indent) fn = undefined;
    const def = DEF[st.libLang].exec(s.text);
    if (def) {
      const params = splitTop(def[2]!).map((p) => paramName(p, st.libLang));
      fn = { name: def[1]!, indent: s.indent, params };
      continue;
    }
    st.stmt = s;
    st.spans = [];
    statement(st, fn);
    if (fn && !st.emitting) {
      const v = st.valueIn(0, s.text.length);
      if (METHOD_TAINTS.some((t) => v.taints.includes(t))) {
        const prev = st.methods.get(fn.name);
        if (st.methods.size < 256) st.methods.set(fn.name, prev ? concat([prev, v]) : v);
      }
    }
  }
}

/** A parameter's name: the first word, or for the JVM the word before `: Type` or after `Type`. */
function paramName(p: string, lang: LibLang): string {
  if (lang !== 'jvm') return /[$]?([A-Za-z_]\w*)/.exec(p.replace(/^(?:mut\s+|&)/, ''))?.[1] ?? '';
  const bare = p.replace(/^(?:(?:val|var|final)\s+)/, '').replace(/=[\s\S]*$/, '');
  const words = bare.includes(':') ? [bare.split(':')[0]!] : bare.trim().split(/\s+/);
  return /[A-Za-z_]\w*/.exec(words[words.length - 1] ?? '')?.[0] ?? '';
}

/** The argument texts of the call whose name `m` matched. */
function argsOf(s: string, m: RegExpMatchArray): { args: string[]; end: number } {
  const a = argsAt(s, m.index! + m[0].length);
  return { args: splitTop(a.text), end: a.end };
}

const URL = /^https?:\/\//;

function statement(st: LibState, fn: Fn | undefined): void {
  const s = st.stmt.text;
  const t = TABLES[st.libLang];
  // Calls of the file's own reader functions read their argument.
  for (const [name, idx] of st.readers) {
    for (const m of upTo(s.matchAll(new RegExp(`(?<![\\w.$])${name}\\s*(?=\\()`, 'g')), 4)) {
      const { args, end } = argsOf(s, m);
      if (args[idx]) st.addSpan(m.index, end, st.readFile(args[idx], m.index, end));
    }
  }
  // What the user copied or sees (the clipboard, the screen): a secret-like value with no store.
  for (const c of capturesIn(s, 'lib')) st.addSpan(c.start, c.end, captureValue(c.cls, c.what));
  libStoreReads(st, s);
  for (const r of t.read)
    for (const m of upTo(s.matchAll(r.re), 8)) {
      const { args, end } = argsOf(s, m);
      const path = args[r.path];
      if (!path || (r.mode !== undefined && /^["'][^"']*[wax+]/.test(args[r.mode] ?? ''))) continue;
      if (URL.test(st.text(path).text)) continue;
      const param = fn?.params.indexOf(path.replace(/^[$&]/, '')) ?? -1;
      if (fn && param >= 0) {
        if (!st.emitting && st.readers.size < 64) st.readers.set(fn.name, param);
        continue;
      }
      st.addSpan(m.index, end, st.readFile(path, m.index, end));
    }
  if (st.libLang === 'php') phpEnvReads(st);
  for (const f of t.fetch)
    for (const m of upTo(s.matchAll(f.re), 8)) {
      const { args, end } = argsOf(s, m);
      const url = st.text(args[f.url] ?? '');
      if ((f.needsUrl || url.literal) && !URL.test(url.text)) continue;
      // A PHP stream context (the third argument) may make it a POST: lib-requests.ts reads it.
      if (st.libLang === 'php' && args[2] && st.requests.has(args[2].replace(/^\$/, ''))) continue;
      const bodyExpr = f.body !== undefined ? args[f.body] : undefined;
      const body = bodyExpr ? [bodyValue(st, s, bodyExpr, m.index!)] : [];
      const file = f.file !== undefined ? args[f.file] : undefined;
      const response = st.request(m[0].trim(), f.method, url, body, [], { start: m.index, end }, file);
      if (file) st.wrote(file, response);
      else st.addSpan(m.index, end, response);
    }
  libRequests(st);
  libLookups(st);
  socketSends(st);
  if (st.libLang === 'go') dirFsReads(st);
  if (st.libLang === 'lua') luaProcessOutputs(st);
  if (st.libLang === 'php') phpProcessOutputs(st);
  if (st.libLang === 'jvm') jvmStatement(st);
  writes(st);
  sinks(st);
  assignment(st);
}

/**
 * Go reads through a file system value: `fs.ReadFile(fsys, name)` with `fsys := os.DirFS(root)` reads
 * `root/name` (the root's text is kept by libText), as `os.ReadFile(filepath.Join(root, name))` would.
 */
function dirFsReads(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(/\bfs\.ReadFile\s*(?=\()/g), 4)) {
    const { args, end } = argsOf(s, m);
    if (args.length !== 2) continue;
    st.addSpan(m.index!, end, st.readFile(`filepath.Join(${args[0]}, ${args[1]})`, m.index!, end));
  }
}

function bodyValue(st: LibState, s: string, expr: string, from: number): Value {
  const at = s.indexOf(expr, from);
  return st.valueIn(at, at + expr.length);
}

function writes(st: LibState): void {
  const s = st.stmt.text;
  const t = TABLES[st.libLang];
  for (const w of t.write)
    for (const m of upTo(s.matchAll(w.re), 8)) {
      const { args } = argsOf(s, m);
      const [path, content] = [args[w.path], args[w.content]];
      if (path && content) st.wrote(path, bodyValue(st, s, content, m.index!));
    }
  const toHandle = (handle: string, content: Value) => {
    const path = st.handles.get(handle.replace(/^(?:&mut\s+|&|\$)/, ''));
    if (path !== undefined && st.files.size < 256) {
      const prev = st.files.get(path);
      st.files.set(path, prev ? concat([prev, content]) : content);
    }
  };
  for (const w of t.handleWrite)
    for (const m of upTo(s.matchAll(w.re), 8)) {
      const { args } = argsOf(s, m);
      const [handle, content] = [args[w.handle], args[w.content]];
      if (handle && content) toHandle(handle, bodyValue(st, s, content, m.index!));
    }
  const mw = t.methodWrite?.exec(s);
  if (mw) toHandle(mw[1]!, st.valueIn(mw.index + mw[0].length, s.length));
  // Out-parameters: `read_to_end(&mut buf)`, `json.Unmarshal(body, &cfg)`, `io.Copy(&buf, resp.Body)`.
  // Rust marks them `&mut`; Go passes `&x` to a decoder or reader (a plain `&x` elsewhere is a borrow).
  const out =
    st.libLang === 'rust'
      ? /&mut\s+([A-Za-z_]\w{0,63})\b(?!\s*[{.(])/g
      : /\b(?:Decode|Unmarshal|Copy|ReadFull|Read|Scan|Fscan\w{0,4})\s*\([^;]{0,200}?&([A-Za-z_]\w{0,63})\b(?!\s*[{.(])/g;
  if (st.libLang !== 'rust' && st.libLang !== 'go') return;
  const whole = st.valueIn(0, s.length);
  if (METHOD_TAINTS.some((x) => whole.taints.includes(x)))
    for (const m of upTo(s.matchAll(out), 4))
      if (!st.handles.has(m[1]!)) st.env.set(m[1]!, { ...whole, text: m[1]! });
}

function sinks(st: LibState): void {
  const s = st.stmt.text;
  const t = TABLES[st.libLang];
  for (const e of t.evalCode)
    for (const m of upTo(s.matchAll(e.re), 8)) {
      const { args, end } = argsOf(s, m);
      const code = args[e.arg];
      if (code) st.execute(e.via, bodyValue(st, s, code, m.index!), m.index!, end);
    }
  for (const [name, via] of st.aliases)
    for (const m of upTo(s.matchAll(new RegExp(`(?<![\\w.:$])${name}\\s*(?=\\()`, 'g')), 4)) {
      const { args, end } = argsOf(s, m);
      if (args[0]) st.execute(via, bodyValue(st, s, args[0], m.index!), m.index!, end);
    }
  for (const l of t.loadFile)
    for (const m of upTo(s.matchAll(l.re), 8)) {
      const { args, end } = argsOf(s, m);
      // PHP `require $f` without brackets: the operand ends before a ternary's `:` or an operator.
      const arg = args[l.arg]?.split(/[ \t]{1,8}(?:[:?]|\|\||&&|or|and)[ \t]/)[0];
      const content = arg ? st.downloadedFile(arg) : undefined;
      if (content) st.execute(m[1] ?? l.via, content, m.index!, end);
    }
  for (const c of t.shellString)
    for (const m of upTo(s.matchAll(c.re), 8)) {
      const { args, end } = argsOf(s, m);
      if (args[0])
        st.execute(
          m[0].trimEnd().replace(/\($/, '').trimEnd(),
          bodyValue(st, s, args[0], m.index!),
          m.index!,
          end,
        );
    }
  for (const c of t.command ?? []) for (const m of upTo(s.matchAll(c.re), 8)) command(st, m, c.first, c.via);
  // A shell started earlier whose standard input is now given a value (`cmd.Stdin = resp.Body`).
  const stdin =
    /^([A-Za-z_]\w{0,63})\.Stdin\s*=\s*/.exec(s) ??
    /\b([A-Za-z_]\w{0,63})\.stdin\b[^;]{0,120}\.write(?:_all)?\s*\(/.exec(s);
  if (stdin && st.shells.has(stdin[1]!))
    st.execute(
      `${st.shells.get(stdin[1]!)} stdin`,
      st.valueIn(stdin.index + stdin[0].length, s.length),
      0,
      s.length,
    );
}

/** One list given for the whole command line (`arrayOf("sh", "-c", x)`, `List.of(…)`, `new String[]{…}`). */
function listed(argv: string[]): string[] {
  if (argv.length !== 1) return argv;
  const m =
    /^(?:arrayOf|listOf|mutableListOf|Arrays\.asList|List\.of)\s*\(([\s\S]*)\)$|^new\s+String\s*\[\s*\]\s*\{([\s\S]*)\}$/.exec(
      argv[0]!.trim(),
    );
  return m ? splitTop(m[1] ?? m[2] ?? '').filter((a) => a !== '') : argv;
}

/** `exec.Command(prog, args…)`, `Command::new(prog).arg(…)`: a downloaded program or script operand runs. */
function command(st: LibState, m: RegExpMatchArray, first: number, via: string): void {
  const s = st.stmt.text;
  const { args, end } = argsOf(s, m);
  // Rust adds arguments with `.arg(x)` / `.args([…])` after the constructor.
  const tail = s.slice(end);
  const more = [...upTo(tail.matchAll(/\.args?\s*\(/g), 16)].flatMap((a) => {
    const inner = argsAt(tail, a.index + a[0].length - 1).text.replace(/^&?(?:vec!)?\[|\]$/g, '');
    return splitTop(inner);
  });
  const argv = listed([...args.slice(first), ...more]);
  const prog = argv[0];
  if (!prog) return;
  const own = st.downloadedFile(prog);
  if (own) {
    st.execute(via, own, m.index!, s.length);
    return;
  }
  const name = st.text(prog).text;
  if (programCall(st, name, argv, { start: m.index!, end })) return;
  if (!INTERPRETER.test(name)) return;
  const rest = argv.slice(1);
  const c = rest.findIndex((a) => /^["'`]-\w*c["'`]$/.test(a));
  const code = c >= 0 ? rest[c + 1] : rest.find((a) => !/^["'`]-/.test(a));
  const file = code ? st.downloadedFile(code) : undefined;
  if (file) {
    st.execute(name, file, m.index!, s.length);
    return;
  }
  if (code && c >= 0) st.execute(name, bodyValue(st, s, code, m.index!), m.index!, s.length);
  // A shell with no script operand reads standard input: remembered for a later `cmd.Stdin = …`.
  const assigned = /^(?:let\s+(?:mut\s+)?|var\s+|local\s+)?\$?([A-Za-z_]\w{0,63})\s*(?::?=)/.exec(s);
  if (assigned && (!code || /^["'`]-s["'`]$/.test(code)) && st.shells.size < 16)
    st.shells.set(assigned[1]!, name);
}

const ASSIGN: Record<LibLang, RegExp> = {
  php: /^\$(\w{1,64})(\[[^\]\n]{0,200}\])?\s*(\.?=)(?![=>])\s*/,
  lua: /^(?:local\s+)?([A-Za-z_][\w, ]{0,200}?)\s*=(?!=)\s*/,
  go: /^(?:if\s+|var\s+|const\s+)?([A-Za-z_][\w, ]{0,200}?)\s*(?:\s[\w.*[\]]{1,60})?\s*:?=(?!=)\s*/,
  rust: /^(?:let\s+(?:mut\s+)?|const\s+|static\s+)([A-Za-z_]\w{0,63})\s*(?::[^=]{1,120})?=(?!=)\s*/,
  // C#'s `using var fs = …` and `await using var …` dispose the value later; `string s = …`; Swift's
  // optional binding `guard let x = …, cond else {` (and `if let`) binds `x` like `let`.
  jvm: /^(?:(?:await\s+)?using\s+|(?:guard|if|while)\s+(?=(?:let|var)\s))?(?:(?:private|public|protected|internal|final|static|const|lateinit|override|readonly)\s+){0,3}(?:(?:val|var|def|let)\s+|(?!(?:return|new|else|throw|await)\b)(?:[A-Z][\w<>[\],.?]{0,60}|int|long|boolean|bool|string|object|byte\[\])\s+)?([A-Za-z_]\w{0,63})\s*(?::\s*[\w<>[\],.?]{1,60}\s*)?=(?![=>])\s*/,
};

/** PHP's constants (`const HOST = '…';`, `private const string HOST = …` in a class): literals, no flow. */
const PHP_CONST =
  /^(?:(?:public|private|protected|final)\s+){0,2}const\s+(?:\??[\w\\]{1,64}\s+)?([A-Za-z_]\w{0,63})\s*=(?!=)/;

/**
 * Kept under `::NAME` (what `self::NAME`, `static::NAME` and a bare `NAME` read: the latest one) and
 * `Cls::NAME` for the class it sits in, keys no variable spelling takes. The class is the latest `class`
 * statement's, itself kept under `::class`.
 */
function phpConstant(st: LibState, s: string): void {
  const cls =
    /^(?:(?:final|abstract|readonly)\s+){0,2}(?:class|interface|trait|enum)\s+([A-Za-z_]\w{0,63})/.exec(s);
  if (cls) st.env.set('::class', literal(cls[1]!));
  const c = PHP_CONST.exec(s);
  if (!c || st.env.size >= 1024) return;
  const text = s.slice(c[0].length).trim();
  const v = /^\d{1,12}$/.test(text) ? literal(text) : st.text(text);
  st.env.set(`::${c[1]!}`, v);
  const owner = st.env.get('::class')?.text;
  if (owner) st.env.set(`${owner}::${c[1]!}`, v);
}

function assignment(st: LibState): void {
  const s = st.stmt.text;
  loops(st, s);
  if (st.libLang === 'php') phpConstant(st, s);
  const m = ASSIGN[st.libLang].exec(s);
  if (!m) return;
  const names = m[1]!
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && n !== '_');
  const name = names[0];
  if (!name || /^(?:if|for|while|return|local)$/.test(name)) return;
  // Lua returns several values where other languages return one (`local status, body = hs.http.get(u)`):
  // each name a call's values go to carries what flowed into the call.
  const others = st.libLang === 'lua' ? names.slice(1, 4) : [];
  const rhs = s.slice(m[0].length);
  const sink = /^(?:_G\.)?(load|loadstring|eval)(?:\s+or\s+\w+)?\s*$/.exec(rhs.trim());
  if (sink) {
    if (st.aliases.size < 16) st.aliases.set(name, sink[1]!);
    return;
  }
  const list = listItems(rhs, st.libLang);
  if (list) {
    if (st.lists.size < 64) st.lists.set(name, list);
    return;
  }
  const open = openedForWrite(st, rhs);
  if (open !== undefined) {
    if (st.handles.size < 64) st.handles.set(name, open || `\${${name}@${st.stmt.start}}`);
    return;
  }
  const flow = st.valueIn(m[0].length, s.length);
  const text = st.text(rhs);
  let v: Value = flow.literal
    ? text
    : { ...flow, text: text.text, taints: [...new Set([...flow.taints, ...text.taints])] };
  // `$auth[$k] = …`, `$s .= …`: the variable accumulates.
  const prev = st.env.get(name);
  if (prev && (m[2] || m[3] === '.=')) v = concat([prev, v]);
  if (st.env.size < 1024) st.env.set(name, v);
  if (!v.literal) for (const n of others) if (st.env.size < 1024) st.env.set(n, v);
}

/** The path of a file the expression opens for writing ('' when unnamed, e.g. a temp file), else undefined. */
function openedForWrite(st: LibState, rhs: string): string | undefined {
  for (const o of TABLES[st.libLang].openWrite) {
    o.re.lastIndex = 0;
    const m = o.re.exec(rhs);
    if (!m || m.index > 8) continue;
    const { args } = argsOf(rhs, m);
    if (o.mode !== undefined && !/^["'][^"']*[wax+]/.test(args[o.mode] ?? '')) continue;
    if (/CreateTemp|TempFile/.test(m[0])) return '';
    const path = args[o.path];
    return path ? st.text(path).text : '';
  }
  return undefined;
}
