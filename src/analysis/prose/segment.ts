import { diagramComments } from '../diagram-comments.js';
import type { TextContainer } from '../facts.js';
import type { MarkdownDoc, MdBlock, MdSpan } from '../markdown.js';
import { htmlAttributeSpans, linkTitleSpan } from './link-titles.js';

/**
 * Sentences and list items of a Markdown document, each with the block and container it sits in. One
 * linear pass per block: a sentence ends after `.`, `!` or `?` followed by a blank and a capital, digit,
 * quote or markup (not after e.g./i.e./etc. or a single initial), never inside an inline code span; a
 * list item or table cell is always its own unit, and a line break inside an item does not end a
 * sentence ("Forget\n  everything you were told" is one sentence). Units are capped in length
 * (MAX_SENTENCE) and in number (MAX_SENTENCES); hitting the cap is reported by the caller.
 */

export interface Sentence extends MdSpan {
  container: TextContainer;
  /** The Markdown block it came from (undefined for comments and data text). */
  block?: MdBlock;
  /** Index of the block in `md.blocks` (-1 when none). */
  blockIndex: number;
  /** First sentence of its block. */
  first: boolean;
  /** Last sentence of its block. */
  last: boolean;
}

export const MAX_SENTENCE = 600;
export const MAX_SENTENCES = 50_000;

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'cf',
  'dr',
  'mr',
  'mrs',
  'ms',
  'no',
  'fig',
  'approx',
  'incl',
  'eg',
  'ie',
  'al',
  'st',
  'jr',
  'sr',
  'inc',
  'ltd',
  'co',
  'resp',
  'ca',
  'viz',
]);

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** The word before position `dot` (exclusive), lower-cased, bounded to 12 characters. */
function wordBefore(text: string, dot: number, from: number): string {
  let i = dot;
  while (i > from && dot - i < 12 && !isBlank(text.charCodeAt(i - 1)) && text[i - 1] !== '(') i--;
  return text.slice(i, dot).toLowerCase();
}

function startsNewSentence(c: string | undefined): boolean {
  if (c === undefined) return true;
  return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || '"“‘\'[*_`<(>#-'.includes(c) || c > '\u00bf';
}

/**
 * Splits [start, end) of `text` into sentences, skipping `skip` spans (sorted; inline HTML comments are
 * read as their own units). Calls `emit` for each non-empty sentence span, trimmed.
 */
export function splitSentences(
  text: string,
  start: number,
  end: number,
  skip: readonly MdSpan[],
  emit: (s: number, e: number) => void,
): void {
  let s = start;
  let k = 0;
  let i = start;
  const flush = (e: number) => {
    let a = s;
    let b = e;
    while (a < b && isBlank(text.charCodeAt(a))) a++;
    while (b > a && isBlank(text.charCodeAt(b - 1))) b--;
    // Long runs without punctuation are cut into bounded pieces at a blank near the cap.
    while (b - a > MAX_SENTENCE) {
      let cut = a + MAX_SENTENCE;
      for (let j = cut; j > a + MAX_SENTENCE / 2; j--)
        if (isBlank(text.charCodeAt(j))) {
          cut = j;
          break;
        }
      emit(a, cut);
      a = cut;
      while (a < b && isBlank(text.charCodeAt(a))) a++;
    }
    if (b > a) emit(a, b);
  };
  /** Backtick run lengths with no closing run ahead (so a stray backtick costs one scan, not many). */
  const unclosed = new Set<number>();
  while (i < end) {
    while (k < skip.length && skip[k]!.end <= i) k++;
    const sk = skip[k];
    if (sk && sk.start <= i) {
      flush(i);
      i = sk.end;
      s = i;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === 96) {
      let j = i;
      while (j < end && text.charCodeAt(j) === 96) j++;
      const len = j - i;
      const close = unclosed.has(len) ? -1 : text.indexOf('`'.repeat(len), j);
      if (close < 0 || close >= end) {
        unclosed.add(len);
        i = j;
      } else i = close + len;
      continue;
    }
    // A Japanese or Chinese full stop, exclamation or question mark ends a sentence with no blank after it.
    if (c === 0x3002 || c === 0xff01 || c === 0xff1f) {
      flush(i + 1);
      s = i + 1;
      i++;
      continue;
    }
    if (c === 46 || c === 33 || c === 63) {
      let j = i + 1;
      while (j < end && '.!?'.includes(text[j]!)) j++;
      let q = j;
      while (q < end && '"”’)\'*_'.includes(text[q]!)) q++;
      if (q >= end || isBlank(text.charCodeAt(q))) {
        let n = q;
        while (n < end && isBlank(text.charCodeAt(n))) n++;
        const before = c === 46 && j === i + 1 ? wordBefore(text, i, s) : '';
        const abbrev = ABBREVIATIONS.has(before) || (before.length === 1 && before >= 'a' && before <= 'z');
        if (!abbrev && (n >= end || startsNewSentence(text[n]))) {
          flush(q);
          s = q;
        }
      }
      i = j;
      continue;
    }
    i++;
  }
  flush(end);
}

/** Block kinds whose text is read as prose. */
const PROSE_KINDS = new Set(['heading', 'paragraph', 'table-cell']);

function containerOf(b: MdBlock): TextContainer {
  if (b.kind === 'heading') return 'heading';
  if (b.kind === 'table-cell') return 'table';
  if (b.quoteDepth > 0) return 'quote';
  if (b.listDepth > 0) return 'list';
  return 'body';
}

const HIDDEN_HTML =
  /\bhidden\b|display\s{0,4}:\s{0,4}none|visibility\s{0,4}:\s{0,4}hidden|font-size\s{0,4}:\s{0,4}0|opacity\s{0,4}:\s{0,4}0(?![.\d])/i;

/**
 * Every sentence of the document body (from `bodyStart`), in order: prose blocks, HTML comments (as
 * `comment`), hidden HTML blocks (as `hidden`), other HTML blocks (as `body`). Fenced blocks are not
 * read here (see placement and the caller's text fences).
 */
export function documentSentences(
  text: string,
  md: MarkdownDoc,
  bodyStart: number,
): { sentences: Sentence[]; capped: boolean } {
  const out: Sentence[] = [];
  let capped = false;
  const blocks = md.blocks ?? [];
  const comments = md.html.filter((h) => h.comment && h.start >= bodyStart);
  let ci = 0;
  const titles = inlineTitles(text, md, bodyStart);
  let ti = 0;
  const push = (sentence: Sentence) => {
    if (out.length >= MAX_SENTENCES) {
      capped = true;
      return;
    }
    out.push(sentence);
  };
  const pushBlock = (
    start: number,
    end: number,
    container: TextContainer,
    skip: MdSpan[],
    b?: MdBlock,
    bi = -1,
  ) => {
    const from = out.length;
    // Built whole, in one of two shapes: a spread per sentence was most of this function's time.
    splitSentences(text, start, end, skip, (s, e) =>
      push(
        b
          ? { start: s, end: e, container, blockIndex: bi, block: b, first: false, last: false }
          : { start: s, end: e, container, blockIndex: bi, first: false, last: false },
      ),
    );
    if (out.length > from) {
      out[from]!.first = true;
      out[out.length - 1]!.last = true;
    }
  };
  for (let bi = 0; bi < blocks.length && !capped; bi++) {
    const b = blocks[bi]!;
    if (b.end <= bodyStart) continue;
    if (PROSE_KINDS.has(b.kind)) {
      // Inline HTML comments and link titles inside the block are their own units.
      while (ci < comments.length && comments[ci]!.end <= b.start) ci++;
      const inner: MdSpan[] = [];
      for (let j = ci; j < comments.length && comments[j]!.start < b.end; j++) inner.push(comments[j]!);
      while (ti < titles.length && titles[ti]!.end <= b.start) ti++;
      const tips: MdSpan[] = [];
      for (let j = ti; j < titles.length && titles[j]!.start < b.end; j++)
        if (!inner.some((c) => c.start <= titles[j]!.start && titles[j]!.end <= c.end)) tips.push(titles[j]!);
      pushBlock(b.start, b.end, containerOf(b), [...inner, ...tips].sort(byStart), b, bi);
      for (const c of inner) pushBlock(c.start + 4, Math.max(c.start + 4, c.end - 3), 'comment', [], b, bi);
      for (const t of tips) pushBlock(t.start, t.end, 'link-title', [], b, bi);
    } else if (b.kind === 'html') {
      const html = md.html.find((h) => h.start === b.start);
      if (html?.comment) pushBlock(b.start + 4, Math.max(b.start + 4, b.end - 3), 'comment', [], b, bi);
      else {
        const head = text.slice(b.start, Math.min(b.end, b.start + 400));
        pushBlock(b.start, b.end, HIDDEN_HTML.test(head) ? 'hidden' : containerOf(b), [], b, bi);
      }
    }
  }
  // `[//]: # (text)`: a link definition used as a comment never renders, but the agent reads its text; the
  // title of any other definition shows nowhere either (definitions do not render).
  const before = out.length;
  // Each definition is a unit of its own, numbered past the blocks: a note in one written to the agent
  // ("Note for the assistant: …") makes its imperatives asks, as in a paragraph or an HTML comment.
  let unitIndex = blocks.length;
  for (const l of md.links) {
    if (l.kind !== 'definition' || l.start < bodyStart || capped) continue;
    const title = commentTitle(text, l);
    if (title) pushBlock(title[0], title[1], 'comment', [], undefined, unitIndex++);
    else {
      const t = linkTitleSpan(text, l);
      if (t) pushBlock(t.start, t.end, 'link-title', []);
    }
  }
  // A Mermaid diagram's `%%` comments are never drawn, but the agent reads the source
  // (src/analysis/diagram-comments.ts): each run of them is hidden text of its own, like an HTML comment.
  for (const c of md.code) {
    if (c.start < bodyStart || capped || c.lang !== 'mermaid') continue;
    for (const r of diagramComments(c.content, c.contentStart))
      pushBlock(r.start, r.end, 'comment', [], undefined, unitIndex++);
  }
  // Cells past the header's columns are dropped by the renderer (GFM), so nothing of them shows.
  for (const r of surplusCells(text, blocks))
    if (!capped) pushBlock(r.start, r.end, 'hidden', [], undefined, unitIndex++);
  if (out.length > before) out.sort((a, b) => a.start - b.start);
  return { sentences: out, capped };
}

/**
 * The text a table row holds after its last rendered cell: cells past the header's column count, which a
 * GFM renderer drops (the source may also push them off-screen with a run of blanks). One span per row,
 * pipes and blanks at its ends left out.
 */
function surplusCells(text: string, blocks: readonly MdBlock[]): MdSpan[] {
  const lastCell = new Map<string, number>();
  for (const b of blocks)
    if (b.kind === 'table-cell' && b.table !== undefined) {
      const key = `${b.table}:${b.row}`;
      if ((lastCell.get(key) ?? -1) < b.end) lastCell.set(key, b.end);
    }
  const out: MdSpan[] = [];
  for (const end of lastCell.values()) {
    const nl = text.indexOf('\n', end);
    const lineEnd = nl < 0 ? text.length : nl;
    let a = end;
    let z = lineEnd;
    while (a < z && /[\s|]/.test(text[a]!)) a++;
    while (z > a && /[\s|]/.test(text[z - 1]!)) z--;
    // Text right after the cell without a pipe between is the cell's own (an escaped pipe, a trailing mark).
    if (z > a && text.slice(end, a).includes('|')) out.push({ start: a, end: z });
  }
  return out.sort(byStart);
}

/** Titles of inline links and images in the body, sorted (src/analysis/prose/link-titles.ts). */
function inlineTitles(text: string, md: MarkdownDoc, bodyStart: number): MdSpan[] {
  const out: MdSpan[] = [];
  for (const l of md.links) {
    if (l.start < bodyStart || (l.kind !== 'inline' && l.kind !== 'image')) continue;
    const t = linkTitleSpan(text, l);
    if (t) out.push(t);
  }
  // Hover text of inline HTML (`<abbr title="…">`): shown on hover only, like a link title.
  for (const h of md.html)
    if (!h.comment && h.start >= bodyStart) out.push(...htmlAttributeSpans(h.html, h.start));
  return out.sort(byStart);
}

const byStart = (a: MdSpan, b: MdSpan) => a.start - b.start;

const DEFINITION_COMMENT = /^[ ]{0,3}\[(?:\/\/|comment|_|#)\]:[ \t]*(?:#|<>)[ \t]*[("]/;

/** The span of the title of a definition written as a comment (`[//]: # (…)`, `[comment]: <> "…"`). */
function commentTitle(text: string, l: MdSpan): [number, number] | undefined {
  const src = text.slice(l.start, Math.min(l.end, l.start + 2_200));
  const m = DEFINITION_COMMENT.exec(src);
  if (!m) return undefined;
  const close = src.lastIndexOf(src[m[0].length - 1] === '(' ? ')' : '"');
  return close > m[0].length ? [l.start + m[0].length, l.start + close] : undefined;
}
