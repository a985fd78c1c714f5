import type { HiddenRun } from '../../analysis/normalize.js';
import { isSourceFile } from '../../analysis/repo-paths.js';
import { placementOf, type TextTarget } from './text-context.js';

/**
 * Invisible characters that code holds as data about those characters: the members of a regular
 * expression's character class (`[\u200b-\u200f‪-‮]`, written literally), a string of single characters
 * turned into a set or a translate table (`dict.fromkeys(map(ord, "​‌‍⁠"), None)`, `str.maketrans`), an
 * entry of a list of them, an argument to `replace`. A detector or a normaliser names the characters it
 * finds or strips; the reviewer reads the code around them and the characters carry no text.
 *
 * What keeps this from being a cover for a payload:
 * - the literal or class holds nothing but invisible characters, escapes and class punctuation (`-`, `^`,
 *   brackets, `|`): no visible word a reader could be misled about, no instruction for them to hide;
 * - each invisible character appears once (a set has no repeats): a run that encodes data in zero-width
 *   bits needs repeats, and tag characters that spell words keep their own grade;
 * - bidirectional controls must close inside the literal, or nothing but punctuation may follow it on
 *   the line: an override left open in a string before more code is Trojan Source and stays reported;
 * - only in code: a source file, or a fenced or indented block of a Markdown file. Prose, identifiers and
 *   strings that also hold text keep their grade.
 */

const MAX_LINE = 4_000;
const MAX_LITERAL = 400;
const MAX_MEMBERS = 64;

/** Characters a reader cannot see: format characters (tags and the soft hyphen among them), fillers, selectors. */
const FORMAT = /\p{Cf}/u;
const INVISIBLE_OTHERS = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x3164, 0xffa0]);
/** One character: a combining one cannot share a regex class with others (one code point at a time here). */
function isInvisible(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return FORMAT.test(ch) || INVISIBLE_OTHERS.has(cp) || (cp >= 0xfe00 && cp <= 0xfe0f);
}
/** Class and alternation punctuation that may sit between the members. */
const MEMBER_PUNCT = new Set(['-', '^', '[', ']', '|']);
/** Bidi controls that open an embedding, override or isolate, and those that close one. */
const BIDI_OPEN = new Set([0x202a, 0x202b, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068]);
const BIDI_CLOSE = new Set([0x202c, 0x2069]);
const QUOTES = ['"', "'", '`'];

/** Whether `run` sits in a literal of code that lists invisible characters as data (see above). */
export function heldAsCharacterData(t: TextTarget, run: HiddenRun): boolean {
  if (run.kind === 'variation-selectors' || run.kind === 'terminal-escape' || run.kind === 'line-separator')
    return false;
  // Tag characters are letters: more than a range's two ends could spell a word, even without repeats.
  if (run.kind === 'tag' && run.count > 2) return false;
  if (!inCode(t, run.start)) return false;
  const text = t.file.text;
  const ls = text.lastIndexOf('\n', run.start - 1) + 1;
  const nl = text.indexOf('\n', run.end);
  const le = nl < 0 ? text.length : nl;
  if (le - ls > MAX_LINE) return false;
  const span = dataSpan(text, ls, le, run);
  if (!span) return false;
  if (run.kind !== 'bidi-control' || span.closed) return true;
  // An override left open reorders the rest of the line: harmless only when no code or word follows
  // (a regular expression literal's own flags, `/…/g`, are part of it).
  const rest = text.slice(span.end + 1, le).replace(/^\/?[dgimsuvy]{0,8}/, '');
  return !/[\p{L}\p{N}]/u.test(rest);
}

function inCode(t: TextTarget, offset: number): boolean {
  if (t.md) return placementOf(t, offset).code !== undefined;
  return isSourceFile(t.path);
}

interface Span {
  /** Offset of the closing delimiter. */
  end: number;
  /** Every bidi embedding, override or isolate opened inside is closed inside. */
  closed: boolean;
}

/** The literal around the run, delimited by brackets, quotes or slashes on its line, when it holds only members. */
function dataSpan(text: string, ls: number, le: number, run: HiddenRun): Span | undefined {
  const pairs: Array<[number, number]> = [];
  const open = text.lastIndexOf('[', run.start - 1);
  const close = text.indexOf(']', run.end);
  if (open >= ls && close >= 0 && close < le) pairs.push([open, close]);
  for (const q of [...QUOTES, '/']) {
    const a = text.lastIndexOf(q, run.start - 1);
    const b = text.indexOf(q, run.end);
    if (a < ls || b < 0 || b >= le) continue;
    // The quote before the run opens a string: an even number of its kind stand before it on the line.
    if (q !== '/' && countUnescaped(text, q, ls, a) % 2 !== 0) continue;
    pairs.push([a, b]);
  }
  for (const [a, b] of pairs) {
    if (b - a - 1 > MAX_LITERAL) continue;
    const closed = onlyMembers(text.slice(a + 1, b));
    if (closed !== undefined) return { end: b, closed };
  }
  return undefined;
}

function countUnescaped(text: string, q: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === q) n++;
  }
  return n;
}

/**
 * The literal holds only distinct invisible characters, escapes and member punctuation: whether its bidi
 * controls all close inside it, or undefined when it is not such a literal.
 */
function onlyMembers(s: string): boolean | undefined {
  const seen = new Set<number>();
  let depth = 0;
  for (let i = 0; i < s.length; ) {
    const c = s[i]!;
    if (c === '\\') {
      i += escapeLength(s, i);
      continue;
    }
    if (MEMBER_PUNCT.has(c)) {
      i++;
      continue;
    }
    const cp = s.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (!isInvisible(ch) || seen.has(cp) || seen.size >= MAX_MEMBERS) return undefined;
    seen.add(cp);
    if (BIDI_OPEN.has(cp)) depth++;
    else if (BIDI_CLOSE.has(cp) && depth > 0) depth--;
    i += ch.length;
  }
  return seen.size > 0 ? depth === 0 : undefined;
}

/** Length of the escape at `i` (`\u200b`, `\U000e0000`, `\x1b`, `\u{202e}`, `\N{…}`, `\s`). */
function escapeLength(s: string, i: number): number {
  const k = s[i + 1];
  const hex = (n: number) => {
    let j = 0;
    while (j < n && /[0-9a-fA-F]/.test(s[i + 2 + j] ?? '')) j++;
    return 2 + j;
  };
  if (k === 'u' && s[i + 2] === '{') {
    const end = s.indexOf('}', i + 3);
    return end > 0 && end - i <= 10 ? end - i + 1 : 2;
  }
  if (k === 'N' && s[i + 2] === '{') {
    const end = s.indexOf('}', i + 3);
    return end > 0 && end - i <= 80 ? end - i + 1 : 2;
  }
  if (k === 'u') return hex(4);
  if (k === 'U') return hex(8);
  if (k === 'x') return hex(2);
  return 2;
}
