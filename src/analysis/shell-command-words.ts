/**
 * A shell text's simple commands, word by word, read lexically (no tree-sitter): quotes, backslash escapes,
 * comments, line continuations, pipes, lists, subshells and substitutions. For callers that ask what one
 * command does with one of its words (src/analysis/checker-programs.ts, src/rules/support/input-roles.ts)
 * on text that may be a recipe line, a hook command or a Markdown block, where a full parse is not needed.
 * The text is never run.
 */

export interface ShellWordSpan {
  start: number;
  end: number;
}

export interface ShellCommandWords {
  /** The command's words in order; a substitution inside it is a command of its own, not words of this one. */
  words: ShellWordSpan[];
  /** Ends in `|`: its output is fed to the next command. */
  piped: boolean;
  /** Inside `$(…)`, `<(…)`, `>(…)` or backticks: its output becomes words of another command. */
  subst: boolean;
}

const MAX_TEXT = 64 * 1024;
const MAX_WORDS = 64;
/** Nesting kept for substitutions and subshells; deeper ones are read as part of the command around them. */
const MAX_DEPTH = 32;

interface Open {
  words: ShellWordSpan[];
  subst: boolean;
  /** Opened by a backtick: the next backtick closes it. */
  backtick: boolean;
}

/**
 * The commands of `text` (the first 64 KB), each complete: a command around a substitution keeps the words
 * before and after it (`shellcheck $(ls *.sh) -x`). Commands come in the order they end, so an inner one
 * comes before the command around it. A word ends at a space, tab, line end, `;`, `&`, `|`, `(`, `)` or a
 * backtick outside quotes; `>&` (as in `2>&1`) stays inside the word.
 */
export function shellCommandWords(text: string): ShellCommandWords[] {
  const src = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const out: ShellCommandWords[] = [];
  const stack: Open[] = [];
  let cur: Open = { words: [], subst: false, backtick: false };
  let start = -1;
  let quote = '';
  const endWord = (i: number) => {
    if (start >= 0 && cur.words.length < MAX_WORDS) cur.words.push({ start, end: i });
    start = -1;
  };
  const endCommand = (piped: boolean) => {
    if (cur.words.length > 0) out.push({ words: cur.words, piped, subst: cur.subst });
    cur = { words: [], subst: cur.subst, backtick: cur.backtick };
  };
  const open = (subst: boolean, backtick: boolean) => {
    if (stack.length >= MAX_DEPTH) return;
    stack.push(cur);
    cur = { words: [], subst: subst || cur.subst, backtick };
  };
  const close = () => {
    endCommand(false);
    cur = stack.pop() ?? { words: [], subst: false, backtick: false };
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
      continue;
    }
    if (c === '\\') {
      // A backslash before a line end continues the command on the next line; before anything else it
      // makes that character part of the word.
      const crlf = src[i + 1] === '\r' && src[i + 2] === '\n';
      if (src[i + 1] === '\n' || crlf) endWord(i);
      else if (start < 0) start = i;
      i += crlf ? 2 : 1;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      endWord(i);
    } else if (c === '#' && start < 0) {
      const eol = src.indexOf('\n', i);
      i = (eol < 0 ? src.length : eol) - 1;
    } else if (c === '(') {
      // `$(`, `<(` or `>(` at the end of a word: the word so far is dropped (it is only the sigil or a
      // prefix glued to the substitution's output) and what follows is a command of its own.
      const substitution = start >= 0 && /[$<>]/.test(src[i - 1] ?? '');
      if (substitution) start = -1;
      else endWord(i);
      open(substitution, false);
    } else if (c === ')') {
      endWord(i);
      close();
    } else if (c === '`') {
      endWord(i);
      if (cur.backtick) close();
      else open(true, true);
    } else if (c === '\n' || c === ';' || c === '&' || c === '|') {
      if (c === '&' && src[i - 1] === '>') continue;
      endWord(i);
      endCommand(c === '|' && src[i + 1] !== '|' && src[i - 1] !== '|');
    } else {
      if (start < 0) start = i;
      if (c === '"' || c === "'") quote = c;
    }
  }
  endWord(src.length);
  for (let guard = stack.length; guard >= 0; guard--) close();
  return out;
}

/** Longest line prefix read for a comment; a longer line is taken as code (the head keeps its run). */
const MAX_COMMENT_PREFIX = 4_000;

/**
 * Whether the offset `at` of `text` sits in a shell comment: a `#` that starts a word (at the line start or
 * after a blank or an operator), outside quotes, earlier on the same line. `cmd --wait 60  # then act` runs
 * `cmd`; the words after `#` are the author's note (the same reading as `shellCommandWords`, for one
 * offset). `${#a[@]}`, `$#` and `a#b` are no comments.
 */
export function inShellComment(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (at - lineStart > MAX_COMMENT_PREFIX) return false;
  let quote = '';
  for (let i = lineStart; i < at; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
    } else if (c === '\\') i++;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === lineStart || /[\s;&|(]/.test(text[i - 1]!))) return true;
  }
  return false;
}
