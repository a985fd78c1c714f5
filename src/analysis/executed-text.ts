import type { Lang } from './facts.js';

/**
 * Text of a repository file that a program hands to an execution sink: `section probe | sh` over a block
 * list, `eval "$(awk '/^>     /…' docs/TROUBLESHOOTING.md)"`, `sed -n 's/^#@ //p' "$0" | bash`,
 * `Invoke-Expression` of a fence a regex cut out of a Markdown page. Whatever the file says about that text
 * ("known-bad sample", "do not run", a commented-out line), the sink runs it, so it is code of the sink's
 * language. Which part the extraction keeps is not evaluated: the parts a line-oriented extraction can keep
 * are offered — lines after a literal line-start anchor the program names (`^#@ `, `^>     `), and, in
 * another file, its code blocks of the sink's language (Markdown) or its command lines (plain text). A part
 * that does not parse cleanly as the sink's language (a regular expression of a deny list) is dropped by the
 * caller. Pure: text in, parts out; nothing is run.
 */

export interface ExecutedPart {
  /** The code, exactly the file's characters from `start`. */
  text: string;
  start: number;
  /** The fence info word when the part is a Markdown code block (the caller checks its language). */
  fence?: string;
}

const MAX_PARTS = 48;
const MAX_PART = 4096;
const MAX_LINES = 4000;
const MAX_ANCHORS = 8;

/** The language a sink runs its text as, from the sink's name and the language of the code calling it. */
export function sinkLanguage(via: string, caller: Lang): Lang | undefined {
  const v = via.toLowerCase().replace(/^.*[\\/]/, '');
  if (/^(?:sh|bash|dash|zsh|ksh|ash|source|\.|shell)$/.test(v)) return 'shell';
  // A command line handed to the system shell (`subprocess.run(cell, shell=True)`, `os.system`, `execSync`).
  if (/^(?:subprocess|os\.system|os\.popen|system|popen|child_process|exec(?:sync)?|spawn(?:sync)?)$/.test(v))
    return caller === 'python' && v === 'exec' ? 'python' : 'shell';
  if (/^(?:iex|invoke-expression|pwsh|powershell|scriptblock)$/.test(v)) return 'powershell';
  if (/^python[\d.]*$/.test(v)) return 'python';
  if (/^(?:node|vm|function)$/.test(v)) return 'javascript';
  // `eval`/`exec` run code of the language they are called from.
  if (/^(?:eval|exec|execfile|compile)$/.test(v))
    return caller === 'shell' || caller === 'python' || caller === 'javascript' || caller === 'typescript'
      ? caller === 'typescript'
        ? 'javascript'
        : caller
      : undefined;
  return undefined;
}

/**
 * Literal line-start anchors of a line-oriented extraction program as it appears in the sink's value:
 * `s/^#@ //p`, `/^>     /`, `grep '^RUN: '`. A negated match (`!/^#/`, `grep -v '^#'`) keeps the lines
 * without the prefix and is no anchor.
 */
export function lineAnchors(program: string): string[] {
  const out: string[] = [];
  for (const m of program
    .slice(0, 2000)
    .matchAll(/(!?)([/'"])\^((?:[^\\/'"\n^$()[\]{}*+?|.]|\\[^\n]){1,40})/g)) {
    if (m[1] === '!' || /-v\s*$/.test(program.slice(Math.max(0, m.index - 6), m.index))) continue;
    const prefix = m[3]!.replace(/\\(.)/g, '$1');
    if (prefix.trim() === '' || out.includes(prefix)) continue;
    out.push(prefix);
    if (out.length >= MAX_ANCHORS) break;
  }
  return out;
}

const MARKDOWN = /\.(?:md|mdx|markdown|mdc)$/i;
/** Structured data files: a whole line of them is never a command (jq and JSON modules read them). */
const STRUCTURED = /\.(?:json|jsonc|ya?ml|toml|xml|csv|tsv|lock)$/i;

/**
 * The parts of `text` (the file at `path`) the program `program` may hand to its sink. `self`: the file is
 * the program's own source, whose code is analysed already: only anchored lines (its comment lines) count.
 * `value`: the exact text the sink runs, when the program took it whole from a JSON file's string (a test
 * case's `code` handed to `vm.runInThisContext`): that string, where the file writes it.
 */
export function executedParts(
  path: string,
  text: string,
  program: string,
  self: boolean,
  value?: string,
): ExecutedPart[] {
  const out: ExecutedPart[] = [];
  const lines = lineStarts(text);
  const anchors = lineAnchors(program);
  for (const { start, end } of lines) {
    if (out.length >= MAX_PARTS) return out;
    const line = text.slice(start, end);
    const prefix = anchors.find((a) => line.startsWith(a));
    if (prefix === undefined) continue;
    const code = line.slice(prefix.length);
    if (code.trim() !== '') out.push({ text: code.slice(0, MAX_PART), start: start + prefix.length });
  }
  if (self) return out;
  if (MARKDOWN.test(path)) {
    // A line-start anchor that picks lines other than headings (`^>     `) says what is cut out: the
    // page's code blocks are not that.
    if (out.length > 0 && anchors.some((a) => !a.startsWith('#'))) return out;
    for (const block of fencedBlocks(text, lines)) {
      if (out.length >= MAX_PARTS) break;
      out.push(block);
    }
    // A table cell that is one code span is a command a row-reading program can take (`| tool | \`check\` |`).
    for (const { start, end } of lines) {
      if (text[start] !== '|') continue;
      for (const m of text.slice(start, end).matchAll(/\|[ \t]{0,8}`([^`\n]{1,2000})`[ \t]{0,8}(?=\|)/g)) {
        if (out.length >= MAX_PARTS) return out;
        out.push({ text: m[1]!, start: start + m.index + m[0].indexOf('`') + 1 });
      }
    }
    return out;
  }
  if (value !== undefined && JSON_FILE.test(path)) return [...out, ...jsonStringsOf(text, value)];
  if (STRUCTURED.test(path)) return out;
  for (const { start, end } of lines) {
    if (out.length >= MAX_PARTS) break;
    const line = text.slice(start, end);
    const t = line.trim();
    // Comments and section headers of a configuration file, and lines some anchor already took.
    if (t === '' || /^(?:#|;|\/\/|\[[^\]]{0,80}\]$)/.test(t) || anchors.some((a) => line.startsWith(a)))
      continue;
    out.push({ text: line.slice(0, MAX_PART), start });
  }
  return out;
}

const JSON_FILE = /\.jsonc?$/i;
const MAX_STRINGS = 20_000;

/**
 * The string literals of a JSON text whose value is `value`, each as the value with the offset of its first
 * character (an escaped string's later positions shift by its escapes; its line is where it starts).
 */
export function jsonStringsOf(text: string, value: string): ExecutedPart[] {
  const out: ExecutedPart[] = [];
  let i = text.indexOf('"');
  for (let n = 0; i >= 0 && n < MAX_STRINGS && out.length < 4; n++) {
    let j = i + 1;
    while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    if (j >= text.length || text[j] !== '"') break;
    const raw = text.slice(i, j + 1);
    if (raw.length - 2 >= value.length && decoded(raw) === value)
      out.push({ text: value.slice(0, MAX_PART), start: i + 1 });
    i = text.indexOf('"', j + 1);
  }
  return out;
}

function decoded(raw: string): string | undefined {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

function lineStarts(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  while (start <= text.length && out.length < MAX_LINES) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    out.push({ start, end: end > start && text[end - 1] === '\r' ? end - 1 : end });
    if (nl < 0) break;
    start = nl + 1;
  }
  return out;
}

/** Fenced code blocks (``` or ~~~, at most three spaces in), their contents and info word. */
function fencedBlocks(text: string, lines: ReadonlyArray<{ start: number; end: number }>): ExecutedPart[] {
  const out: ExecutedPart[] = [];
  let open: { marker: string; info: string; from: number } | undefined;
  for (const { start, end } of lines) {
    const line = text.slice(start, end);
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`{]*)/.exec(line);
    if (!open) {
      if (m) open = { marker: m[1]!, info: m[2]!.toLowerCase(), from: Math.min(end + 1, text.length) };
      continue;
    }
    if (m && m[1]!.startsWith(open.marker) && line.trim() === m[1]) {
      if (start > open.from)
        out.push({
          text: text.slice(open.from, start).slice(0, MAX_PART),
          start: open.from,
          fence: open.info,
        });
      open = undefined;
      if (out.length >= MAX_PARTS) break;
    }
  }
  return out;
}
