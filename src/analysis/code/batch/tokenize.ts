/**
 * A linear tokenizer for Windows batch files (.bat/.cmd), in the order cmd.exe reads them: a caret
 * before a line break joins the next line, `%VAR%` is expanded when a line is read (so a variable can
 * hold `&` and split commands), then the line is cut into commands at `&`, `&&`, `||`, `|` and block
 * parentheses outside quotes, and each command into words and redirections. No tree-sitter grammar
 * exists for batch; this covers what payloads use, and never runs anything.
 * Reference: https://learn.microsoft.com/windows-server/administration/windows-commands/cmd
 */

export const BATCH_LIMITS = { maxLines: 50_000, maxCommands: 20_000, maxWords: 1_000 };

export interface LogicalLine {
  text: string;
  /** Offset of the line's first character in the file. */
  start: number;
  end: number;
}

/** Lines with caret-newline continuations joined (the caret and the line break disappear). */
export function logicalLines(text: string): LogicalLine[] {
  const out: LogicalLine[] = [];
  let cur = '';
  let start = 0;
  let inQuote = false;
  for (let i = 0; i < text.length && out.length < BATCH_LIMITS.maxLines; i++) {
    const c = text[i]!;
    if (c === '"') inQuote = !inQuote;
    if (c === '^' && !inQuote && (text[i + 1] === '\n' || (text[i + 1] === '\r' && text[i + 2] === '\n'))) {
      i += text[i + 1] === '\r' ? 2 : 1;
      continue;
    }
    if (c === '\n') {
      out.push({ text: cur.endsWith('\r') ? cur.slice(0, -1) : cur, start, end: i });
      cur = '';
      start = i + 1;
      inQuote = false;
      continue;
    }
    cur += c;
  }
  if (cur !== '' && out.length < BATCH_LIMITS.maxLines) out.push({ text: cur, start, end: text.length });
  return out;
}

export interface BatchWord {
  /** Text with quotes and carets removed. */
  text: string;
  /** Offsets in the line. */
  start: number;
  end: number;
}

export interface BatchRedirect {
  op: string;
  fd?: string;
  target: BatchWord;
}

export interface BatchCommand {
  words: BatchWord[];
  redirects: BatchRedirect[];
  /** The command's text as written in the line (for `set`, whose value keeps its spaces). */
  raw: string;
  start: number;
  end: number;
  /** Standard output goes to the next command. */
  pipesTo: boolean;
}

const isBlank = (c: string) => c === ' ' || c === '\t' || c === '\r';

/** Splits one (expanded) line into commands. Offsets are relative to the line. */
export function splitCommands(line: string): BatchCommand[] {
  const out: BatchCommand[] = [];
  let words: BatchWord[] = [];
  let redirects: BatchRedirect[] = [];
  let cmdStart = 0;
  let word = '';
  let wordStart = -1;
  let inQuote = false;
  let pendingRedirect: { op: string; fd?: string } | undefined;
  const endWord = (i: number) => {
    if (wordStart < 0) return;
    const w = { text: word, start: wordStart, end: i };
    if (pendingRedirect) {
      redirects.push({ ...pendingRedirect, target: w });
      pendingRedirect = undefined;
    } else if (words.length < BATCH_LIMITS.maxWords) words.push(w);
    word = '';
    wordStart = -1;
  };
  const endCommand = (i: number, pipesTo: boolean) => {
    endWord(i);
    if (words.length || redirects.length)
      out.push({ words, redirects, raw: line.slice(cmdStart, i), start: cmdStart, end: i, pipesTo });
    words = [];
    redirects = [];
    pendingRedirect = undefined;
  };
  for (let i = 0; i < line.length && out.length < BATCH_LIMITS.maxCommands; i++) {
    const c = line[i]!;
    if (inQuote) {
      if (c === '"') inQuote = false;
      else word += c;
      continue;
    }
    if (c === '"') {
      if (wordStart < 0) wordStart = i;
      inQuote = true;
      continue;
    }
    if (c === '^' && i + 1 < line.length) {
      if (wordStart < 0) wordStart = i;
      word += line[++i];
      continue;
    }
    if (c === '&' || c === '|') {
      const double = line[i + 1] === c;
      endCommand(i, c === '|' && !double);
      if (double) i++;
      cmdStart = i + 1;
      continue;
    }
    if ((c === '(' || c === ')') && wordStart < 0) {
      endCommand(i, false);
      cmdStart = i + 1;
      continue;
    }
    if (c === '>' || c === '<') {
      let fd: string | undefined;
      if (/^[0-9]$/.test(word) && wordStart === i - 1) {
        fd = word;
        word = '';
        wordStart = -1;
      } else endWord(i);
      let op = c;
      if (line[i + 1] === '>' && c === '>') op += line[++i];
      if (line[i + 1] === '&') {
        op += line[++i];
        // `2>&1`: the target is a descriptor
      }
      pendingRedirect = fd ? { op, fd } : { op };
      continue;
    }
    if (isBlank(c)) {
      endWord(i);
      continue;
    }
    if (wordStart < 0) wordStart = i;
    word += c;
  }
  endCommand(line.length, false);
  return out;
}
