import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * Markdown structure the rules need: code (fenced and indented), inline code, links of every kind,
 * raw HTML (comments included), and the prose between them. Offsets are into the text given.
 *
 * Parsed with micromark (CommonMark + GFM, the dialect GitHub and the agent runtimes render), which gives
 * a source offset for every block and inline node. micromark is correct but not linear on some hostile
 * shapes (thousands of brackets or emphasis delimiters in one paragraph, hundreds of nested containers),
 * so `guardHostile` first neutralises those shapes in a same-length copy of the text (offsets stay valid)
 * and records the spans it touched in `degraded`; links in a degraded span are then found by a linear scan.
 */

export interface MdSpan {
  start: number;
  end: number;
}

export interface MdCodeBlock extends MdSpan {
  fenced: boolean;
  /** The info string after the fence (` ```bash title` → `bash title`); '' for indented code. */
  info: string;
  /** First word of the info string, lower-cased (`bash`, `!` for Claude Code's ```! blocks). */
  lang: string;
  content: string;
  /** Offset of the first character of `content`. */
  contentStart: number;
}

export type MdLinkKind = 'inline' | 'reference' | 'image' | 'autolink' | 'definition';

export interface MdLink extends MdSpan {
  kind: MdLinkKind;
  url: string;
  /** Link text or image alt text. */
  text: string;
}

export interface MdHtml extends MdSpan {
  html: string;
  comment: boolean;
}

export interface MdInlineCode extends MdSpan {
  code: string;
}

export interface MarkdownDoc {
  code: MdCodeBlock[];
  inlineCode: MdInlineCode[];
  links: MdLink[];
  html: MdHtml[];
  /** Prose outside code and HTML. */
  prose: MdSpan[];
  /**
   * Spans whose Markdown structure was not parsed exactly because they are shaped to make a parser slow
   * (see `guardHostile`); empty for ordinary documents. Rules may report them as parser abuse.
   */
  degraded?: MdSpan[];
}

/** Delimiters whose count in one paragraph drives micromark's super-linear cases. */
const COSTLY = new Set(['[', ']', '*', '_', '~', '<', '!', '|', '`']);
/** Per blank-line-separated chunk; real prose stays far below (a dense table has a few hundred). */
export const MAX_DELIMITERS_PER_CHUNK = 1500;
/** Container markers (`>`, list bullets) honoured at the start of one line. */
export const MAX_CONTAINER_MARKERS = 16;
/** Columns of indentation after which a list marker or `>` is not a container any more. */
const MAX_CONTAINER_INDENT = 40;

export interface GuardResult {
  text: string;
  degraded: MdSpan[];
}

/**
 * Same-length copy of `text` in which over-deep container prefixes and over-dense delimiter chunks are
 * blanked. Linear: every character is visited a bounded number of times.
 */
export function guardHostile(text: string): GuardResult {
  const chars: string[] | undefined = needsGuard(text) ? text.split('') : undefined;
  if (!chars) return { text, degraded: [] };
  const degraded: MdSpan[] = [];
  let chunkStart = 0;
  let chunkCost = 0;
  const closeChunk = (end: number) => {
    if (chunkCost > MAX_DELIMITERS_PER_CHUNK) {
      for (let i = chunkStart; i < end; i++) if (COSTLY.has(chars[i]!)) chars[i] = ' ';
      degraded.push({ start: chunkStart, end });
    }
    chunkCost = 0;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    if (text.slice(lineStart, lineEnd).trim() === '') {
      closeChunk(lineStart);
      chunkStart = lineEnd + 1;
    } else {
      if (guardPrefix(text, chars, lineStart, lineEnd)) degraded.push({ start: lineStart, end: lineEnd });
      for (let i = lineStart; i < lineEnd; i++) if (COSTLY.has(text[i]!)) chunkCost++;
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  closeChunk(text.length);
  degraded.sort((a, b) => a.start - b.start || a.end - b.end);
  return { text: chars.join(''), degraded };
}

/** Cheap pre-check so ordinary documents are not copied. */
function needsGuard(text: string): boolean {
  let cost = 0;
  for (let i = 0; i < text.length; i++) {
    if (COSTLY.has(text[i]!) && ++cost > MAX_DELIMITERS_PER_CHUNK) return true;
  }
  return /^[ \t]{40}|^(?:[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])){17}/m.test(text);
}

/** Blanks container markers past the limit at the start of one line; true when it changed something. */
function guardPrefix(text: string, chars: string[], start: number, end: number): boolean {
  let markers = 0;
  let col = 0;
  let changed = false;
  let i = start;
  while (i < end) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      col += c === '\t' ? 4 - (col % 4) : 1;
      i++;
      continue;
    }
    let len = 0;
    if (c === '>') len = 1;
    else if ((c === '-' || c === '*' || c === '+') && (text[i + 1] === ' ' || text[i + 1] === '\t')) len = 1;
    else {
      let j = i;
      while (j < end && j - i < 9 && text[j]! >= '0' && text[j]! <= '9') j++;
      if (j > i && (text[j] === '.' || text[j] === ')') && (text[j + 1] === ' ' || text[j + 1] === '\t'))
        len = j + 1 - i;
    }
    if (len === 0) break;
    markers++;
    if (markers > MAX_CONTAINER_MARKERS || col >= MAX_CONTAINER_INDENT) {
      for (let k = i; k < i + len; k++) chars[k] = ' ';
      changed = true;
    }
    col += len;
    i += len;
  }
  return changed;
}

function nodeText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('alt' in node && typeof node.alt === 'string') return node.alt;
  if ('children' in node) return (node.children as Nodes[]).map(nodeText).join('');
  return '';
}

/**
 * Recent parses by text: the graph and several rules read the same bodies, and parsing dominates the
 * graph's cost. Bounded in entries and characters. Callers must treat the returned document as read-only.
 */
const memo = new Map<string, MarkdownDoc>();
let memoChars = 0;
const MEMO_MAX_ENTRIES = 512;
const MEMO_MAX_CHARS = 16 * 1024 * 1024;

export function parseMarkdown(text: string): MarkdownDoc {
  const hit = memo.get(text);
  if (hit) return hit;
  const doc = parseUncached(text);
  if (text.length <= MEMO_MAX_CHARS / 4) {
    memo.set(text, doc);
    memoChars += text.length;
    for (const [k] of memo) {
      if (memo.size <= MEMO_MAX_ENTRIES && memoChars <= MEMO_MAX_CHARS) break;
      memo.delete(k);
      memoChars -= k.length;
    }
  }
  return doc;
}

function parseUncached(text: string): MarkdownDoc {
  const guarded = guardHostile(text);
  const doc: MarkdownDoc = { code: [], inlineCode: [], links: [], html: [], prose: [] };
  let tree: Root;
  try {
    tree = fromMarkdown(guarded.text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  } catch {
    // Never expected after the guard; if it happens the whole text is degraded, not silently skipped.
    doc.degraded = [{ start: 0, end: text.length }];
    doc.prose.push({ start: 0, end: text.length });
    scanDegradedLinks(text, doc.degraded, doc.links);
    return doc;
  }
  const definitions = new Map<string, string>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition') definitions.set(node.identifier, node.url);
    if ('children' in node) for (const c of node.children as Nodes[]) visit(c);
  };
  visit(tree);
  collect(tree, text, definitions, doc);
  if (guarded.degraded.length > 0) {
    doc.degraded = guarded.degraded;
    scanDegradedLinks(text, guarded.degraded, doc.links);
  }
  doc.code.sort(bySpan);
  doc.inlineCode.sort(bySpan);
  doc.links.sort(bySpan);
  doc.html.sort(bySpan);
  doc.prose = complement(text.length, [...doc.code, ...doc.html]);
  return doc;
}

function bySpan(a: MdSpan, b: MdSpan): number {
  return a.start - b.start || a.end - b.end;
}

function collect(root: Root, text: string, defs: Map<string, string>, doc: MarkdownDoc): void {
  // Iterative walk: nesting is bounded by the guard, but a stack keeps us safe regardless.
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) {
      switch (node.type) {
        case 'code': {
          const fenced = text[start] === '`' || text[start] === '~';
          const info = fenced ? [node.lang ?? '', node.meta ?? ''].join(' ').trim() : '';
          let contentStart = start;
          if (fenced) {
            const nl = text.indexOf('\n', start);
            contentStart = nl < 0 || nl >= end ? end : nl + 1;
          } else {
            contentStart = Math.min(end, start + indentWidth(text, start));
          }
          doc.code.push({
            start,
            end,
            fenced,
            info,
            lang: (info.split(/\s/)[0] ?? '').toLowerCase(),
            content: node.value,
            contentStart,
          });
          break;
        }
        case 'inlineCode':
          doc.inlineCode.push({ start, end, code: node.value });
          break;
        case 'html':
          doc.html.push({ start, end, html: node.value, comment: node.value.startsWith('<!--') });
          break;
        case 'link': {
          const autolink = text[start] === '<' || !(text[start] === '[');
          doc.links.push({
            start,
            end,
            kind: autolink ? 'autolink' : 'inline',
            url: node.url,
            text: nodeText(node),
          });
          break;
        }
        case 'image':
          doc.links.push({ start, end, kind: 'image', url: node.url, text: node.alt ?? '' });
          break;
        case 'linkReference':
        case 'imageReference': {
          const url = defs.get(node.identifier);
          if (url !== undefined) {
            doc.links.push({
              start,
              end,
              kind: node.type === 'imageReference' ? 'image' : 'reference',
              url,
              text: nodeText(node),
            });
          }
          break;
        }
        case 'definition':
          doc.links.push({
            start,
            end,
            kind: 'definition',
            url: node.url,
            text: node.label ?? node.identifier,
          });
          break;
      }
    }
    if ('children' in node) {
      const children = node.children as Nodes[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
}

function indentWidth(text: string, at: number): number {
  let i = at;
  while (i < text.length && i - at < 4 && text[i] === ' ') i++;
  if (i === at && text[i] === '\t') return 1;
  return i - at;
}

/** Spans of [0, length) not covered by `covered`. */
function complement(length: number, covered: MdSpan[]): MdSpan[] {
  const sorted = [...covered].sort(bySpan);
  const out: MdSpan[] = [];
  let at = 0;
  for (const s of sorted) {
    if (s.start > at) out.push({ start: at, end: s.start });
    at = Math.max(at, s.end);
  }
  if (at < length) out.push({ start: at, end: length });
  return out;
}

/**
 * Links in spans the parser did not see exactly: `](target)` and `<scheme:…>` found by a linear scan,
 * so a link cannot be hidden from the reference graph by padding its paragraph with brackets.
 */
function scanDegradedLinks(text: string, spans: MdSpan[], links: MdLink[]): void {
  const re =
    /\]\(\s*<?([^\s()<>]{1,1024})>?[^)\n]{0,128}\)|<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]{1,1024})>/g;
  for (const span of spans) {
    re.lastIndex = span.start;
    for (let m = re.exec(text); m && m.index < span.end; m = re.exec(text)) {
      const at = m.index;
      if (links.some((l) => l.start <= at && at < l.end)) continue;
      if (m[1]) {
        links.push({ start: m.index, end: m.index + m[0].length, kind: 'inline', url: m[1], text: '' });
      } else if (m[2]) {
        links.push({ start: m.index, end: m.index + m[0].length, kind: 'autolink', url: m[2], text: '' });
      }
    }
  }
  links.sort(bySpan);
}
