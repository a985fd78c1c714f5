import {
  ANY,
  concat,
  DIR,
  dirOf,
  FILE,
  MAX_ALTS,
  type PrintedFile,
  pushTargets,
  RUNTIME_VARS,
  varMarker,
} from './path-values.js';

/**
 * The files a shell program prints (src/analysis/printed/index.ts): the file arguments of commands that
 * write a file's text to standard output — `cat`, `sed -n '/a/,/b/p'`, `head`, `jq --rawfile name FILE`,
 * `$(< FILE)` — when that output is not sent into another file. A word's variables are filled from the
 * script's own assignments (`doc="$root/context/conventions.$lang.md"`, every branch's value kept), the
 * script-folder idioms (`$(dirname "$0")`, `$(cd … && pwd)`) and the runtime folders; anything else is `*`.
 */

const MAX_TEXT = 128 * 1024;
const MAX_WORD = 1000;
const MAX_DEPTH = 4;

/** Commands whose standard output is a file's text, and how each takes its file arguments. */
const PRINTERS =
  /(?:^|[\n;&|({`]|\$\(|\b(?:then|do|else)\b)[ \t]*(cat|tac|nl|head|tail|sed|awk|gawk|jq|grep|envsubst|bat|batcat|fold|fmt|column)(?=[ \t])/g;

export function shellPrintedFiles(source: string): PrintedFile[] {
  const text = source.slice(0, MAX_TEXT);
  const vars = assignments(text);
  const out: PrintedFile[] = [];
  const evalWord = (w: string) => wordValues(w, vars, 0);
  let n = 0;
  for (const m of text.matchAll(PRINTERS)) {
    if (++n > 400) break;
    const cmd = m[1]!;
    const args = commandWords(text, m.index + m[0].length);
    if (args.redirected) continue;
    for (const f of fileArgs(cmd, args.words)) pushTargets(out, evalWord(f), m.index, args.end);
    for (const f of args.inputs) pushTargets(out, evalWord(f), m.index, args.end);
  }
  // `$(< FILE)`: the file's text where the substitution stands.
  for (const m of text.matchAll(/\$\([ \t]*<[ \t]*/g)) {
    const w = readWord(text, m.index + m[0].length);
    if (w) pushTargets(out, evalWord(w.word), m.index, w.end);
  }
  return out;
}

/** A word's values from the script's own assignments (for data-fields-shell.ts). */
export function shellWordEvaluator(source: string): (word: string) => string[] {
  const vars = assignments(source.slice(0, MAX_TEXT));
  return (w) => wordValues(w, vars, 0);
}

export interface Words {
  words: string[];
  /** Files fed on standard input (`< FILE`). */
  inputs: string[];
  /** Standard output goes to a file (`> notes.md`), not to whoever reads the program's output. */
  redirected: boolean;
  end: number;
}

/** The words of one simple command from `at` to its end (`;`, `&`, `|`, a newline, a closing paren). */
export function commandWords(text: string, at: number): Words {
  const words: string[] = [];
  const inputs: string[] = [];
  let redirected = false;
  let i = at;
  for (let k = 0; k < 64; k++) {
    while (text[i] === ' ' || text[i] === '\t' || (text[i] === '\\' && text[i + 1] === '\n'))
      i += text[i] === '\\' ? 2 : 1;
    const c = text[i];
    if (c === undefined || c === '\n' || c === ';' || c === '&' || c === '|' || c === ')' || c === '`') break;
    if (c === '>' || (c === '2' && text[i + 1] === '>') || (c === '1' && text[i + 1] === '>')) {
      const op = /^[12]?>>?&?[ \t]*/.exec(text.slice(i, i + 8))![0];
      const target = readWord(text, i + op.length);
      const dest = target?.word ?? '';
      // `>&2`, `>/dev/stderr`: still output the runtime may show; `2>/dev/null` is the error stream.
      if (!op.startsWith('2') && !op.includes('&') && !/^\/dev\/(?:stderr|stdout|tty)$/.test(dest))
        redirected = true;
      i = target ? target.end : i + op.length;
      continue;
    }
    if (c === '<') {
      const target = readWord(text, i + 1 + (/^<[ \t]*/.exec(text.slice(i, i + 8))![0].length - 1));
      if (target) {
        inputs.push(target.word);
        i = target.end;
      } else i++;
      continue;
    }
    const w = readWord(text, i);
    if (!w) break;
    words.push(w.word);
    i = w.end;
  }
  return { words, inputs, redirected, end: i };
}

/** Options that take the next word as their value, per command. */
const VALUED: Record<string, ReadonlySet<string>> = {
  head: new Set(['-n', '-c']),
  tail: new Set(['-n', '-c']),
  sed: new Set(['-e', '-f', '-l']),
  awk: new Set(['-f', '-v', '-F']),
  gawk: new Set(['-f', '-v', '-F']),
  grep: new Set(['-e', '-f', '-m', '-A', '-B', '-C']),
  jq: new Set(['--arg', '--argjson', '--args', '--indent', '-L']),
};

/** The words of a printing command that name files it prints. */
function fileArgs(cmd: string, words: readonly string[]): string[] {
  const valued = VALUED[cmd] ?? new Set<string>();
  const files: string[] = [];
  const rest: string[] = [];
  let program = false;
  let quiet = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (cmd === 'jq' && (w === '--rawfile' || w === '--slurpfile')) {
      if (words[i + 2] !== undefined) files.push(words[i + 2]!);
      i += 2;
      continue;
    }
    if (cmd === 'jq' && (w === '--arg' || w === '--argjson')) {
      i += 2;
      continue;
    }
    if (valued.has(w)) {
      if (w === '-e' || (w === '-f' && cmd !== 'grep')) program = true;
      i++;
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      if (cmd === 'grep' && /^-[a-zA-Z]*[qlLc]/.test(w)) quiet = true;
      continue;
    }
    rest.push(w);
  }
  if (quiet) return [];
  // sed, awk, grep and jq take a program (or pattern, or filter) first, unless an option gave it.
  const takesProgram = cmd === 'sed' || cmd === 'awk' || cmd === 'gawk' || cmd === 'grep' || cmd === 'jq';
  return [...files, ...(takesProgram && !program ? rest.slice(1) : rest)];
}

/** One shell word from `at`: quotes, `${…}` and `$(…)` kept whole; undefined at a separator. */
export function readWord(text: string, at: number): { word: string; end: number } | undefined {
  let i = at;
  let depth = 0;
  let quote: string | undefined;
  const stop = Math.min(text.length, at + MAX_WORD);
  while (i < stop) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote && depth === 0) quote = undefined;
      else if (c === '$' && (text[i + 1] === '(' || text[i + 1] === '{')) {
        depth++;
        i++;
      } else if ((c === ')' || c === '}') && depth > 0) depth--;
      i++;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '$' && (text[i + 1] === '(' || text[i + 1] === '{')) {
      depth++;
      i++;
    } else if ((c === ')' || c === '}') && depth > 0) depth--;
    else if (depth === 0 && /[\s;&|<>()`]/.test(c)) break;
    i++;
  }
  return i > at ? { word: text.slice(at, i), end: i } : undefined;
}

/** Every `NAME=value` the script writes, each name's values in order (a branch's too). */
function assignments(text: string): Map<string, string[]> {
  const vars = new Map<string, string[]>();
  let n = 0;
  for (const m of text.matchAll(
    /(?:^|[\n;&|({)]|\b(?:then|do|else|local|readonly|export|declare(?:[ \t]+-\w+)?))[ \t]*([A-Za-z_]\w{0,40})=/g,
  )) {
    if (++n > 2000) break;
    const w = readWord(text, m.index + m[0].length);
    const list = vars.get(m[1]!) ?? [];
    if (list.length < MAX_ALTS) list.push(w?.word ?? '');
    vars.set(m[1]!, list);
  }
  // `for f in "$dir"/*.md docs/a.md; do`: the loop variable takes each word.
  for (const m of text.matchAll(/\bfor[ \t]+([A-Za-z_]\w{0,40})[ \t]+in[ \t]+/g)) {
    if (++n > 2500) break;
    const list = vars.get(m[1]!) ?? [];
    let i = m.index + m[0].length;
    for (let k = 0; k < MAX_ALTS && list.length < MAX_ALTS; k++) {
      const w = readWord(text, i);
      if (!w || w.word === 'do' || w.word === ';') break;
      list.push(w.word);
      i = w.end;
      while (text[i] === ' ' || text[i] === '\t') i++;
    }
    vars.set(m[1]!, list);
  }
  return vars;
}

/** The values a word may have: quotes off, variables and substitutions filled. */
function wordValues(word: string, vars: ReadonlyMap<string, string[]>, depth: number): string[] {
  const parts: string[][] = [];
  let lit = '';
  let i = 0;
  const flush = () => {
    if (lit) parts.push([lit]);
    lit = '';
  };
  while (i < word.length) {
    const c = word[i]!;
    if (c === '"' || c === "'") {
      if (c === "'") {
        const close = word.indexOf("'", i + 1);
        lit += word.slice(i + 1, close < 0 ? word.length : close);
        i = close < 0 ? word.length : close + 1;
      } else i++;
      continue;
    }
    if (c === '\\') {
      lit += word[i + 1] ?? '';
      i += 2;
      continue;
    }
    if (c !== '$') {
      lit += c;
      i++;
      continue;
    }
    const exp = expansionAt(word, i);
    flush();
    parts.push(depth >= MAX_DEPTH ? [ANY] : expand(exp.body, exp.kind, vars, depth));
    i = exp.end;
  }
  flush();
  return parts.length ? concat(parts) : [''];
}

/** The expansion at `at` (`$NAME`, `${…}`, `$(…)`): its kind, body and end. */
function expansionAt(
  word: string,
  at: number,
): { kind: 'var' | 'param' | 'command'; body: string; end: number } {
  const open = word[at + 1];
  if (open !== '{' && open !== '(') {
    const m = /^(?:[A-Za-z_]\w*|[0-9@*#?$!-])/.exec(word.slice(at + 1, at + 64));
    const name = m?.[0] ?? '';
    return { kind: 'var', body: name, end: at + 1 + name.length };
  }
  const close = open === '{' ? '}' : ')';
  let depth = 0;
  let quote: string | undefined;
  for (let j = at + 1; j < word.length; j++) {
    const c = word[j]!;
    if (quote) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === "'" && open === '(') quote = c;
    else if (c === open) depth++;
    else if (c === close && --depth === 0)
      return { kind: open === '{' ? 'param' : 'command', body: word.slice(at + 2, j), end: j + 1 };
  }
  return { kind: open === '{' ? 'param' : 'command', body: word.slice(at + 2), end: word.length };
}

function expand(
  body: string,
  kind: 'var' | 'param' | 'command',
  vars: ReadonlyMap<string, string[]>,
  depth: number,
): string[] {
  if (kind === 'command') return commandValue(body.trim(), vars, depth);
  if (body === '0' || body === 'BASH_SOURCE' || body === 'BASH_SOURCE[0]') return [FILE];
  if (body === 'BASH_SOURCE%/*' || body === '0%/*') return [DIR];
  if (body === 'PWD') return [varMarker('CLAUDE_PROJECT_DIR')];
  const m = /^([A-Za-z_]\w*)(?:(:?[-=])(.*))?$/s.exec(body);
  if (!m) return [ANY];
  const name = m[1]!;
  if (RUNTIME_VARS.has(name)) return [varMarker(name)];
  const own = vars.get(name);
  const values: string[] = [];
  for (const v of own ?? [])
    for (const x of wordValues(v, vars, depth + 1))
      if (values.length < MAX_ALTS) values.push(x === '' ? ANY : x);
  if (m[2] !== undefined) {
    const fallback = m[3] ?? '';
    for (const x of fallback === '' ? [ANY] : wordValues(fallback, vars, depth + 1))
      if (values.length < MAX_ALTS && !values.includes(x)) values.push(x === '' ? ANY : x);
  }
  return values.length ? values : [ANY];
}

/** What a command substitution prints, when it is a path idiom: `dirname`, `cd … && pwd`, `pwd`. */
function commandValue(body: string, vars: ReadonlyMap<string, string[]>, depth: number): string[] {
  if (/^pwd(?:\s+-[LP])?$/.test(body) || /^git\s+rev-parse\s+--show-toplevel$/.test(body))
    return [varMarker('CLAUDE_PROJECT_DIR')];
  const dir = /^dirname\s+(?:--\s+)?(.+)$/s.exec(body);
  if (dir) return wordValues(dir[1]!.trim(), vars, depth + 1).map(dirOf);
  const cd = /^(?:builtin\s+)?cd\s+(?:-P\s+)?(?:--\s+)?(.+?)\s*(?:&&|;)\s*pwd(?:\s+-[LP])?$/s.exec(body);
  if (cd) return wordValues(cd[1]!.trim(), vars, depth + 1);
  return [ANY];
}
