import {
  programName,
  SHELL_LIMITS,
  SHELLS,
  type ShellCommand,
  type ShellVia,
  type ShellView,
  type ShellWord,
} from './shell-view.js';
import { fresh, isProcSubAt, isSpace, type Pending, readWord, redirectAt, shift } from './shell-words.js';

/**
 * A small, bounded understanding of shell text: commands with their argv, redirections, pipeline
 * neighbours and the commands nested inside them (`$(…)`, backticks, `<(…)`, `sh -c '…'`, `eval`,
 * here-documents fed to a shell). Every command and word keeps its offsets into the text it came from,
 * so findings point at exact columns.
 *
 * This is deliberately not a full POSIX shell grammar: it is what detectors need to tell `curl … | sh`
 * from `curl … | jq`. It is linear in the input (nesting is capped; each level rescans its own span
 * once), never evaluates anything, and treats unbalanced quotes or parentheses as running to the end.
 *
 * This module splits text into commands and nests what they run; `shell-words.ts` reads single words and
 * `shell-view.ts` holds the result's types and the questions detectors ask of it.
 */

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
