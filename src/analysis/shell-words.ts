import type { ShellRedirect, ShellVia, ShellWord } from './shell-view.js';

/**
 * Reading shell words: quotes, escapes, `$(…)`, backticks and `<(…)` found inside a word (recorded for
 * the parser to parse as nested commands), and redirection operators.
 */

export const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\r';
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
const closeDouble = (s: string, open: number, stop: number) => closeEscaped(s, open, stop, '"');

/** Offset just past the backtick closing the one at `open`. */
const closeBacktick = (s: string, open: number, stop: number) => closeEscaped(s, open, stop, '`');

/** Offset just past the `quote` closing the one at `open`, skipping backslash escapes; `stop` when none. */
function closeEscaped(s: string, open: number, stop: number, quote: string): number {
  for (let i = open + 1; i < stop; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === quote) return i + 1;
  }
  return stop;
}

/** The command being read: its words and redirections so far, and the substitutions and heredocs in them. */
export interface Pending {
  words: ShellWord[];
  redirects: ShellRedirect[];
  subs: Array<{ start: number; end: number; via: ShellVia }>;
  start: number;
  heredocs: Array<{ delim: string; strip: boolean }>;
}

export function fresh(start: number): Pending {
  return { words: [], redirects: [], subs: [], start, heredocs: [] };
}

export function shift(w: ShellWord, base: number): ShellWord {
  return { ...w, start: w.start + base, end: w.end + base, innerStart: w.innerStart + base };
}

export function isProcSubAt(s: string, i: number): boolean {
  return (s[i] === '<' || s[i] === '>') && s[i + 1] === '(';
}

const REDIRECT = /[0-9]{0,2}(?:<<<|<<-|<<|<>|<&|>>|>&|>\||>|<)|&>>|&>/y;

export function redirectAt(s: string, i: number, to: number): string | undefined {
  REDIRECT.lastIndex = i;
  const m = REDIRECT.exec(s);
  if (!m || m.index + m[0].length > to) return undefined;
  // `2>` only counts when the digits start the word.
  if (/^[0-9]/.test(m[0]) && i > 0 && !isSpace(s[i - 1]!) && !isOpChar(s[i - 1]!)) return undefined;
  return m[0];
}

/** Reads one word starting at `i`; records substitutions it contains on `cur`. */
export function readWord(s: string, i: number, to: number, cur: Pending): { word?: ShellWord; next: number } {
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
