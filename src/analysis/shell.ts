/**
 * A small, bounded understanding of shell text: commands with their argv, redirections, pipeline
 * neighbours and the commands nested inside them (`$(…)`, backticks, `<(…)`, `sh -c '…'`, `eval`,
 * here-documents fed to a shell). Every command and word keeps its offsets into the text it came from,
 * so findings point at exact columns.
 *
 * This is deliberately not a full POSIX shell grammar: it is what detectors need to tell `curl … | sh`
 * from `curl … | jq`. It is linear in the input (nesting is capped; each level rescans its own span
 * once), never evaluates anything, and treats unbalanced quotes or parentheses as running to the end.
 */

export interface ShellWord {
  /** The word with quotes removed and escapes applied; substitutions are kept verbatim. */
  text: string;
  start: number;
  end: number;
  /** True when any part of the word was quoted. */
  quoted: boolean;
  /** Offset where the word's unquoted payload starts (past an opening quote), for nested parsing. */
  innerStart: number;
}

export interface ShellRedirect {
  op: string;
  target?: ShellWord;
}

export type ShellVia = 'top' | 'command-sub' | 'process-sub' | 'shell-c' | 'eval' | 'heredoc';

export interface ShellCommand {
  id: number;
  /** Program name, lower-cased, without directory or `.exe`, after wrappers (`sudo`, `env`, `nohup` …). */
  name: string;
  /** argv with argv[0] the program (wrappers and leading assignments removed). */
  argv: ShellWord[];
  /** Wrapper programs removed from the front (`sudo`, `env`, `nohup`, `timeout` …). */
  wrappers: string[];
  assignments: ShellWord[];
  redirects: ShellRedirect[];
  start: number;
  end: number;
  /** Commands joined by `|` share a pipeline id; `index` is the position in it. */
  pipeline: number;
  index: number;
  via: ShellVia;
  /** The command whose word contained this one (substitutions, `sh -c`, `eval`, here-docs). */
  parent?: number;
  heredoc?: { text: string; start: number };
}

export interface ShellView {
  commands: ShellCommand[];
  /** True when a cap (size, commands, nesting) stopped the parse early. */
  truncated: boolean;
}

export const SHELL_LIMITS = {
  maxText: 1 << 20,
  maxCommands: 20000,
  maxWords: 2000,
  maxDepth: 3,
  maxSubs: 64,
};

const WRAPPERS = new Set([
  'sudo',
  'doas',
  'env',
  'nohup',
  'time',
  'exec',
  'command',
  'builtin',
  'nice',
  'timeout',
  'stdbuf',
  'setsid',
  'caffeinate',
  'xargs',
]);
const RESERVED = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'do',
  'done',
  'while',
  'until',
  'case',
  'esac',
  '!',
  '{',
  '}',
  '[[',
  ']]',
]);
export const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'ash', 'busybox']);

export function programName(word: string): string {
  const base = word.slice(word.lastIndexOf('/') + 1).replace(/\\/g, '');
  return base.toLowerCase().replace(/\.exe$/, '');
}

interface Builder {
  view: ShellView;
  nextId: number;
  nextPipeline: number;
}

/** Parses shell text; `base` is added to every offset (the text's position in its file). */
export function parseShell(text: string, base = 0): ShellView {
  const b: Builder = { view: { commands: [], truncated: false }, nextId: 0, nextPipeline: 0 };
  let src = text;
  if (src.length > SHELL_LIMITS.maxText) {
    src = src.slice(0, SHELL_LIMITS.maxText);
    b.view.truncated = true;
  }
  parseInto(b, src, 0, src.length, base, 0, 'top', undefined);
  b.view.commands.sort((x, y) => x.start - y.start || x.id - y.id);
  return b.view;
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\r';
const isOpChar = (c: string) => c === '|' || c === '&' || c === ';' || c === '(' || c === ')' || c === '\n';

/** Offset just past the `)` that closes the `(` at `open`, respecting quotes and escapes. */
export function closeParen(s: string, open: number, stop: number): number {
  let depth = 0;
  for (let i = open; i < stop; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === "'") {
      const e = s.indexOf("'", i + 1);
      i = e < 0 || e >= stop ? stop : e;
    } else if (c === '"') {
      i = closeDouble(s, i, stop) - 1;
    } else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return stop;
}

/** Offset just past the `"` closing the one at `open`. */
function closeDouble(s: string, open: number, stop: number): number {
  for (let i = open + 1; i < stop; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '"') return i + 1;
  }
  return stop;
}

function closeBacktick(s: string, open: number, stop: number): number {
  for (let i = open + 1; i < stop; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '`') return i + 1;
  }
  return stop;
}

interface Pending {
  words: ShellWord[];
  redirects: ShellRedirect[];
  subs: Array<{ start: number; end: number; via: ShellVia }>;
  start: number;
  heredocs: Array<{ delim: string; strip: boolean }>;
}

function parseInto(
  b: Builder,
  s: string,
  from: number,
  to: number,
  base: number,
  depth: number,
  via: ShellVia,
  parent: number | undefined,
): void {
  let pipeline = b.nextPipeline++;
  let index = 0;
  let cur: Pending = fresh(from);
  const pendingHeredocs: Array<{ cmd: ShellCommand | undefined; delim: string; strip: boolean }> = [];

  const finish = (end: number): ShellCommand | undefined => {
    const p = cur;
    cur = fresh(end);
    if (p.words.length === 0 && p.redirects.length === 0) return undefined;
    if (b.view.commands.length >= SHELL_LIMITS.maxCommands) {
      b.view.truncated = true;
      return undefined;
    }
    const cmd = buildCommand(b, p, end, base, pipeline, index++, via, parent);
    for (const h of p.heredocs) pendingHeredocs.push({ cmd, ...h });
    if (p.subs.length > SHELL_LIMITS.maxSubs) b.view.truncated = true;
    for (const sub of p.subs.slice(0, SHELL_LIMITS.maxSubs)) {
      if (depth >= SHELL_LIMITS.maxDepth) {
        b.view.truncated = true;
        continue;
      }
      parseInto(b, s, sub.start, sub.end, base, depth + 1, sub.via, cmd.id);
    }
    nestArguments(b, cmd, s, base, depth);
    return cmd;
  };

  let i = from;
  while (i < to) {
    const c = s[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '\\' && s[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === '\\' && s[i + 1] === '\r' && s[i + 2] === '\n') {
      i += 3;
      continue;
    }
    if (c === '#') {
      const nl = s.indexOf('\n', i);
      i = nl < 0 || nl > to ? to : nl;
      continue;
    }
    if (c === '\n') {
      finish(i);
      pipeline = b.nextPipeline++;
      index = 0;
      i++;
      if (pendingHeredocs.length > 0) i = readHeredocs(b, s, i, to, base, depth, pendingHeredocs);
      continue;
    }
    if (c === '|') {
      finish(i);
      if (s[i + 1] === '|') {
        pipeline = b.nextPipeline++;
        index = 0;
        i += 2;
      } else i += s[i + 1] === '&' ? 2 : 1;
      continue;
    }
    if (c === '&' && s[i + 1] !== '>') {
      finish(i);
      pipeline = b.nextPipeline++;
      index = 0;
      i += s[i + 1] === '&' ? 2 : 1;
      continue;
    }
    if (c === ';' || c === ')' || (c === '(' && !isProcSubAt(s, i))) {
      finish(i);
      pipeline = b.nextPipeline++;
      index = 0;
      i++;
      continue;
    }
    const redir = redirectAt(s, i, to);
    if (redir && !isProcSubAt(s, i)) {
      i += redir.length;
      while (i < to && isSpace(s[i]!)) i++;
      const noTarget = /&$/.test(redir) && /[0-9-]/.test(s[i] ?? '');
      if (noTarget) {
        i++;
        cur.redirects.push({ op: redir });
        continue;
      }
      const w = readWord(s, i, to, cur);
      i = w.next;
      if (w.word) {
        cur.redirects.push({ op: redir, target: shift(w.word, base) });
        if (redir.startsWith('<<') && redir !== '<<<') {
          cur.heredocs.push({ delim: w.word.text, strip: redir === '<<-' });
        }
      }
      continue;
    }
    if (cur.words.length === 0 && cur.redirects.length === 0) cur.start = i;
    const w = readWord(s, i, to, cur);
    if (w.next === i) {
      i++; // an operator character we do not model; skip it
      continue;
    }
    i = w.next;
    if (w.word && cur.words.length < SHELL_LIMITS.maxWords) cur.words.push(shift(w.word, base));
  }
  finish(to);
}

function fresh(start: number): Pending {
  return { words: [], redirects: [], subs: [], start, heredocs: [] };
}

function shift(w: ShellWord, base: number): ShellWord {
  return { ...w, start: w.start + base, end: w.end + base, innerStart: w.innerStart + base };
}

function isProcSubAt(s: string, i: number): boolean {
  return (s[i] === '<' || s[i] === '>') && s[i + 1] === '(';
}

const REDIRECT = /[0-9]{0,2}(?:<<<|<<-|<<|<>|<&|>>|>&|>\||>|<)|&>>|&>/y;

function redirectAt(s: string, i: number, to: number): string | undefined {
  REDIRECT.lastIndex = i;
  const m = REDIRECT.exec(s);
  if (!m || m.index + m[0].length > to) return undefined;
  // `2>` only counts when the digits start the word.
  if (/^[0-9]/.test(m[0]) && i > 0 && !isSpace(s[i - 1]!) && !isOpChar(s[i - 1]!)) return undefined;
  return m[0];
}

/** Reads one word starting at `i`; records substitutions it contains on `cur`. */
function readWord(s: string, i: number, to: number, cur: Pending): { word?: ShellWord; next: number } {
  const start = i;
  let text = '';
  let quoted = false;
  let innerStart = i;
  while (i < to) {
    const c = s[i]!;
    if (isSpace(c) || c === '\n') break;
    if ((c === '<' || c === '>') && s[i + 1] === '(' && i === start) {
      const end = closeParen(s, i + 1, to);
      cur.subs.push({ start: i + 2, end: Math.max(i + 2, end - 1), via: 'process-sub' });
      text += s.slice(i, end);
      i = end;
      continue;
    }
    if (c === '|' || c === '&' || c === ';' || c === '(' || c === ')' || c === '<' || c === '>') break;
    if (c === '\\') {
      if (s[i + 1] === '\n') {
        i += 2;
        continue;
      }
      if (i + 1 < to) text += s[i + 1];
      i += 2;
      continue;
    }
    if (c === "'") {
      const e = s.indexOf("'", i + 1);
      const end = e < 0 || e >= to ? to : e;
      if (i === start) innerStart = i + 1;
      text += s.slice(i + 1, end);
      quoted = true;
      i = end + 1;
      continue;
    }
    if (c === '"') {
      if (i === start) innerStart = i + 1;
      const end = closeDouble(s, i, to);
      i = readDouble(s, i + 1, end, cur, (t) => {
        text += t;
      });
      quoted = true;
      i = end;
      continue;
    }
    if (c === '$' && s[i + 1] === '(') {
      const end = closeParen(s, i + 1, to);
      if (s[i + 2] !== '(')
        cur.subs.push({ start: i + 2, end: Math.max(i + 2, end - 1), via: 'command-sub' });
      text += s.slice(i, end);
      i = end;
      continue;
    }
    if (c === '$' && s[i + 1] === '{') {
      const e = s.indexOf('}', i + 2);
      const end = e < 0 || e >= to ? to : e + 1;
      text += s.slice(i, end);
      i = end;
      continue;
    }
    if (c === '`') {
      const end = closeBacktick(s, i, to);
      cur.subs.push({ start: i + 1, end: Math.max(i + 1, end - 1), via: 'command-sub' });
      text += s.slice(i, end);
      i = end;
      continue;
    }
    text += c;
    i++;
  }
  if (i === start) return { next: i };
  return { word: { text, start, end: i, quoted, innerStart }, next: i };
}

/** Cooks the inside of a double-quoted string, recording `$(…)` and backtick substitutions. */
function readDouble(s: string, i: number, end: number, cur: Pending, emit: (t: string) => void): number {
  const stop = end - 1 >= i && s[end - 1] === '"' ? end - 1 : end;
  let out = '';
  while (i < stop) {
    const c = s[i]!;
    if (c === '\\' && i + 1 < stop) {
      const n = s[i + 1]!;
      if (n !== '\n') out += '$`"\\'.includes(n) ? n : c + n;
      i += 2;
      continue;
    }
    if (c === '$' && s[i + 1] === '(') {
      const e = Math.min(closeParen(s, i + 1, stop), stop);
      if (s[i + 2] !== '(') cur.subs.push({ start: i + 2, end: Math.max(i + 2, e - 1), via: 'command-sub' });
      out += s.slice(i, e);
      i = e;
      continue;
    }
    if (c === '`') {
      const e = Math.min(closeBacktick(s, i, stop), stop);
      cur.subs.push({ start: i + 1, end: Math.max(i + 1, e - 1), via: 'command-sub' });
      out += s.slice(i, e);
      i = e;
      continue;
    }
    out += c;
    i++;
  }
  emit(out);
  return end;
}

function buildCommand(
  b: Builder,
  p: Pending,
  end: number,
  base: number,
  pipeline: number,
  index: number,
  via: ShellVia,
  parent: number | undefined,
): ShellCommand {
  const words = [...p.words];
  const assignments: ShellWord[] = [];
  const wrappers: string[] = [];
  // Leading assignments (`FOO=bar cmd`), wrappers (`sudo -u x`, `env A=b`, `timeout 5`) and reserved words.
  for (let guard = 0; words.length > 0 && guard < 64; guard++) {
    const w = words[0]!;
    if (/^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(w.text)) {
      assignments.push(words.shift()!);
      continue;
    }
    if (RESERVED.has(w.text) && !w.quoted) {
      words.shift();
      continue;
    }
    const name = programName(w.text);
    if (WRAPPERS.has(name) && words.length > 1) {
      wrappers.push(name);
      words.shift();
      while (
        words.length > 1 &&
        (words[0]!.text.startsWith('-') || /^[0-9.]+[smhd]?$/.test(words[0]!.text))
      ) {
        const flag = words.shift()!.text;
        // sudo -u user / timeout -s SIG: the option takes a value.
        if (/^-[ugsCDhpr]$/.test(flag) && words.length > 1) words.shift();
      }
      continue;
    }
    break;
  }
  // A loop, not Math.max(...spread): a hostile command can have more words than the call stack allows.
  let lastEnd = p.start;
  for (const w of p.words) lastEnd = Math.max(lastEnd, w.end - base);
  for (const r of p.redirects) if (r.target) lastEnd = Math.max(lastEnd, r.target.end - base);
  const cmd: ShellCommand = {
    id: b.nextId++,
    name: words[0] ? programName(words[0].text) : '',
    argv: words,
    wrappers,
    assignments,
    redirects: p.redirects,
    start: p.start + base,
    end: Math.min(end, lastEnd) + base,
    pipeline,
    index,
    via,
    ...(parent !== undefined ? { parent } : {}),
  };
  b.view.commands.push(cmd);
  return cmd;
}

/** `sh -c 'text'` and `eval text`: the argument is shell text in its own right. */
function nestArguments(b: Builder, cmd: ShellCommand, s: string, base: number, depth: number): void {
  if (depth >= SHELL_LIMITS.maxDepth) return;
  let arg: ShellWord | undefined;
  let via: ShellVia = 'shell-c';
  if (SHELLS.has(cmd.name)) {
    const at = cmd.argv.findIndex((w, k) => k > 0 && /^-[a-z]*c[a-z]*$/i.test(w.text));
    if (at > 0) arg = cmd.argv[at + 1];
  } else if (cmd.name === 'eval' && cmd.argv.length > 1) {
    via = 'eval';
    arg = cmd.argv[1];
  }
  if (!arg) return;
  // Substitutions inside the argument were parsed already as children of this command.
  if (arg.text.includes('$(') || arg.text.includes('`')) return;
  const inner = arg.text;
  const start = arg.innerStart - base;
  // The cooked text maps onto the source one-to-one only when no escapes were removed; close enough for
  // positions, and findings clamp to the word.
  const raw = s.slice(start, Math.min(start + inner.length, s.length));
  const text = raw === inner ? raw : inner;
  parseInto(b, text, 0, text.length, arg.innerStart, depth + 1, via, cmd.id);
}

function readHeredocs(
  b: Builder,
  s: string,
  i: number,
  to: number,
  base: number,
  depth: number,
  pending: Array<{ cmd: ShellCommand | undefined; delim: string; strip: boolean }>,
): number {
  while (pending.length > 0) {
    const h = pending.shift()!;
    const bodyStart = i;
    let bodyEnd = to;
    let next = to;
    while (i < to) {
      const nl = s.indexOf('\n', i);
      const lineEnd = nl < 0 || nl > to ? to : nl;
      const line = s.slice(i, lineEnd).replace(/\r$/, '');
      if ((h.strip ? line.replace(/^\t+/, '') : line) === h.delim) {
        bodyEnd = i;
        next = Math.min(lineEnd + 1, to);
        break;
      }
      i = lineEnd + 1;
    }
    if (i >= to) next = to;
    i = next;
    const cmd = h.cmd;
    if (!cmd) continue;
    cmd.heredoc = { text: s.slice(bodyStart, bodyEnd), start: bodyStart + base };
    // A here-document fed to a shell is a script; fed to anything else it is data.
    const fedToShell =
      SHELLS.has(cmd.name) ||
      b.view.commands.some((c) => c.pipeline === cmd.pipeline && c.index > cmd.index && SHELLS.has(c.name));
    if (fedToShell && depth < SHELL_LIMITS.maxDepth) {
      parseInto(b, s, bodyStart, bodyEnd, base, depth + 1, 'heredoc', cmd.id);
    }
  }
  return i;
}

// ---------------------------------------------------------------------------------------------
// Queries over a parsed view.

export function byId(view: ShellView, id: number | undefined): ShellCommand | undefined {
  if (id === undefined) return undefined;
  return view.commands.find((c) => c.id === id);
}

/** The commands after `cmd` in its pipeline, in order. */
export function downstream(view: ShellView, cmd: ShellCommand): ShellCommand[] {
  return view.commands
    .filter((c) => c.pipeline === cmd.pipeline && c.index > cmd.index)
    .sort((a, b) => a.index - b.index);
}

/** The commands before `cmd` in its pipeline, in order. */
export function upstream(view: ShellView, cmd: ShellCommand): ShellCommand[] {
  return view.commands
    .filter((c) => c.pipeline === cmd.pipeline && c.index < cmd.index)
    .sort((a, b) => a.index - b.index);
}

/** Arguments after the program, as text. */
export function args(cmd: ShellCommand): string[] {
  return cmd.argv.slice(1).map((w) => w.text);
}

/** True when a flag is present: `-o`, `--output`, or a short flag inside a cluster (`-fsSL` has `s`). */
export function hasFlag(cmd: ShellCommand, short: string | undefined, long?: string): boolean {
  for (const w of cmd.argv.slice(1)) {
    const t = w.text;
    if (long && (t === long || t.startsWith(`${long}=`))) return true;
    if (short && /^-[A-Za-z0-9]+$/.test(t) && !t.startsWith('--') && t.slice(1).includes(short)) return true;
  }
  return false;
}

/** The value after a flag (`-o file`, `--output=file`, `-ofile`), or undefined. */
export function flagValue(cmd: ShellCommand, short: string | undefined, long?: string): string | undefined {
  const a = cmd.argv;
  for (let k = 1; k < a.length; k++) {
    const t = a[k]!.text;
    if (long && t === long) return a[k + 1]?.text;
    if (long && t.startsWith(`${long}=`)) return t.slice(long.length + 1);
    if (short && t === `-${short}`) return a[k + 1]?.text;
    if (short && /^-[A-Za-z]+$/.test(t) && t.endsWith(short) && t.length > 2) return a[k + 1]?.text;
  }
  return undefined;
}
