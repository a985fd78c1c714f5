import MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { BlockTracker, type MdBlock } from './markdown-blocks.js';

export type { MdBlock, MdBlockKind } from './markdown-blocks.js';

/**
 * Markdown structure the rules need: code (fenced and indented), inline code, links of every kind,
 * raw HTML (comments included), and the prose between them. Offsets are into the text given.
 *
 * Parsed with markdown-it (CommonMark + GitHub's tables, strikethrough and autolinks), about twenty times
 * faster than micromark on real skills; block positions come from its line maps and inline positions from
 * wrapped inline rules (see `createParser`). Like every CommonMark parser it slows down on some hostile
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
  /**
   * Every leaf block (headings, paragraphs, table cells, code, HTML blocks) with its containers, sorted
   * by start. Absent on documents built by hand; empty for a document that could not be parsed.
   */
  blocks?: MdBlock[];
}

/** Delimiters whose count in one paragraph drives the parser's super-linear cases. */
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
    if (isBlank(text, lineStart, lineEnd)) {
      closeChunk(lineStart);
      chunkStart = lineEnd + 1;
    } else {
      if (guardPrefix(text, chars, lineStart, lineEnd)) degraded.push({ start: lineStart, end: lineEnd });
      for (let i = lineStart; i < lineEnd; i++) {
        const c = text.charCodeAt(i);
        if (c < 128 && COSTLY_CODE[c] === 1) chunkCost++;
      }
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  closeChunk(text.length);
  degraded.sort((a, b) => a.start - b.start || a.end - b.end);
  return { text: chars.join(''), degraded };
}

/** Char codes of COSTLY, for a table lookup in the hot loops. */
const COSTLY_CODE = new Uint8Array(128);
for (const c of COSTLY) COSTLY_CODE[c.charCodeAt(0)] = 1;

/**
 * Cheap pre-check so ordinary documents are not copied: the same per-chunk delimiter count as
 * `guardHostile` (a long document with many short paragraphs is fine), and the container-prefix shapes.
 */
function needsGuard(text: string): boolean {
  let cost = 0;
  let lineBlank = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (lineBlank) cost = 0;
      lineBlank = true;
    } else if (c !== 32 && c !== 9 && c !== 13) {
      lineBlank = false;
      if (c < 128 && COSTLY_CODE[c] === 1 && ++cost > MAX_DELIMITERS_PER_CHUNK) return true;
    }
  }
  return /^[ \t]{40}|^(?:[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])){17}/m.test(text);
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
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

/**
 * Parses `text`. Callers that scan a tree share one parse per file through the model
 * (`FileStore.markdown`); the returned document is shared and must be treated as read-only.
 */
export function parseMarkdown(text: string): MarkdownDoc {
  return parseUncached(text);
}

function parseUncached(text: string): MarkdownDoc {
  const guarded = guardHostile(text);
  const doc: MarkdownDoc = { code: [], inlineCode: [], links: [], html: [], prose: [], blocks: [] };
  try {
    collect(guarded.text, text, doc);
  } catch {
    // Never expected after the guard; if it happens the whole text is degraded, not silently skipped.
    doc.code = [];
    doc.inlineCode = [];
    doc.links = [];
    doc.html = [];
    doc.blocks = [];
    doc.degraded = [{ start: 0, end: text.length }];
    doc.prose = [{ start: 0, end: text.length }];
    scanDegradedLinks(text, doc.degraded, doc.links);
    return doc;
  }
  if (guarded.degraded.length > 0) {
    doc.degraded = guarded.degraded;
    scanDegradedLinks(text, guarded.degraded, doc.links);
  }
  doc.code.sort(bySpan);
  doc.inlineCode.sort(bySpan);
  doc.links.sort(bySpan);
  doc.html.sort(bySpan);
  doc.blocks?.sort(bySpan);
  doc.prose = complement(text.length, [...doc.code, ...doc.html]);
  return doc;
}

function bySpan(a: MdSpan, b: MdSpan): number {
  return a.start - b.start || a.end - b.end;
}

/** Where an inline rule matched, in the inline source (`state.src`) of its block. */
interface InlineSpan {
  srcStart: number;
  srcEnd: number;
}

interface DefinitionSpan {
  startLine: number;
  endLine: number;
  labels: string[];
}

/**
 * markdown-it records line ranges for blocks but no positions for inline tokens. Its inline rules do
 * know where they match (`state.pos` before and after), so the rules that produce what we need are
 * wrapped to stamp that span on the first token they push. Reference definitions emit no token at all:
 * the block rule is wrapped to record the lines it consumed and the labels it added.
 */
function createParser(): MarkdownIt {
  const md = new MarkdownIt({ html: true, linkify: true });
  // A scanner must see every URL as written: no scheme filtering, no percent-encoding.
  md.validateLink = () => true;
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (url) => url;
  type InlineRule = (state: StateInline, silent: boolean) => boolean;
  for (const name of ['backticks', 'link', 'image', 'autolink', 'html_inline', 'linkify']) {
    const rules = (md.inline.ruler as unknown as { __rules__: Array<{ name: string; fn: InlineRule }> })
      .__rules__;
    const original = rules.find((r) => r.name === name)?.fn;
    if (!original) continue;
    md.inline.ruler.at(name, (state: StateInline, silent: boolean) => {
      const start = state.pos;
      // Text accumulated so far becomes a token on the next push; flush it so ours is the next one.
      if (!silent && state.pending) state.pushPending();
      const count = state.tokens.length;
      const ok = original(state, silent);
      const tok = state.tokens[count];
      if (ok && !silent && tok)
        tok.meta = { ...(tok.meta ?? {}), srcStart: start, srcEnd: state.pos } as InlineSpan;
      return ok;
    });
  }
  type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
  const blockRules = (md.block.ruler as unknown as { __rules__: Array<{ name: string; fn: BlockRule }> })
    .__rules__;
  const reference = blockRules.find((r) => r.name === 'reference')!.fn;
  md.block.ruler.at('reference', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const env = state.env as { references?: Record<string, unknown>; definitions?: DefinitionSpan[] };
    const before = new Set(Object.keys(env.references ?? {}));
    const ok = reference(state, startLine, endLine, silent);
    if (ok && !silent) {
      const labels = Object.keys(env.references ?? {}).filter((k) => !before.has(k));
      env.definitions ??= [];
      env.definitions.push({ startLine, endLine: state.line, labels });
    }
    return ok;
  });
  return md;
}

let parser: MarkdownIt | undefined;

/** Start offset of every line, plus a sentinel one past the end. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  starts.push(text.length + 1);
  return starts;
}

function lineEnd(text: string, starts: number[], line: number): number {
  const next = starts[line + 1] ?? text.length + 1;
  let end = Math.min(next - 1, text.length);
  if (end > 0 && text[end - 1] === '\r') end--;
  return end;
}

/**
 * Maps offsets in an inline token's content back to the source. Content lines are the block's source
 * lines minus their container prefixes and indentation, so each content line ends where its source line
 * ends (trailing blanks aside); single-line contents (table cells, headings) are searched from a cursor.
 */
function contentMapper(
  text: string,
  starts: number[],
  firstLine: number,
  content: string,
  cursor: Map<number, number>,
) {
  const lines = content.split('\n');
  const offsets: number[] = [];
  for (let j = 0; j < lines.length; j++) {
    const line = firstLine + j;
    const ls = starts[line] ?? text.length;
    const le = lineEnd(text, starts, line);
    const src = text.slice(ls, le);
    const piece = lines[j]!;
    let at: number;
    if (lines.length === 1) {
      const from = Math.max(0, (cursor.get(line) ?? ls) - ls);
      const k = src.indexOf(piece, from);
      at = k >= 0 ? ls + k : ls;
      if (k >= 0) cursor.set(line, ls + k + piece.length);
    } else if (src.endsWith(piece)) at = le - piece.length;
    else if (src.trimEnd().endsWith(piece)) at = ls + src.trimEnd().length - piece.length;
    else {
      const k = src.indexOf(piece);
      at = k >= 0 ? ls + k : ls;
    }
    offsets.push(at);
  }
  const lineOfs: number[] = [0];
  for (let j = 0; j < lines.length - 1; j++) lineOfs.push(lineOfs[j]! + lines[j]!.length + 1);
  return (pos: number): number => {
    let j = lines.length - 1;
    while (j > 0 && lineOfs[j]! > pos) j--;
    return offsets[j]! + Math.min(pos - lineOfs[j]!, lines[j]!.length);
  };
}

function childText(children: Token[], from: number, closeType: string): string {
  let out = '';
  let depth = 0;
  for (let i = from; i < children.length; i++) {
    const t = children[i]!;
    if (t.type === closeType && depth === 0) break;
    if (t.nesting === 1) depth++;
    if (t.nesting === -1) depth--;
    if (t.type === 'text' || t.type === 'code_inline') out += t.content;
  }
  return out;
}

function collect(parseText: string, text: string, doc: MarkdownDoc): void {
  parser ??= createParser();
  const env: {
    references?: Record<string, { href: string; title: string }>;
    definitions?: DefinitionSpan[];
  } = {};
  const tokens = parser.parse(parseText, env);
  const starts = lineStarts(text);
  const cursor = new Map<number, number>();
  const lineStartAt = (line: number) => starts[line] ?? text.length;
  const tracker = new BlockTracker(lineStartAt, (at) => indentWidth(text, at));
  const blocks = doc.blocks ?? [];
  for (const tok of tokens) {
    tracker.visit(tok);
    const map = tok.type === 'inline' ? tracker.mapOf(tok) : tok.map;
    if (tok.type === 'fence' && map) {
      const ls = lineStartAt(map[0]);
      const first = text.slice(ls, lineEnd(text, starts, map[0]));
      const start = ls + Math.max(0, first.indexOf(tok.markup));
      const lastLine = Math.max(map[0], map[1] - 1);
      const end = lineEnd(text, starts, lastLine);
      const info = tok.info.trim();
      doc.code.push({
        start,
        end: Math.max(end, start + 1),
        fenced: true,
        info,
        lang: (info.split(/\s/)[0] ?? '').toLowerCase(),
        content: tok.content.replace(/\n$/, ''),
        contentStart: Math.min(lineStartAt(map[0] + 1), text.length),
      });
      blocks.push(tracker.block('code', start, Math.max(end, start + 1)));
    } else if (tok.type === 'code_block' && map) {
      const ls = lineStartAt(map[0]);
      const start = Math.min(text.length, ls + indentWidth(text, ls));
      let last = map[1] - 1;
      while (last > map[0] && text.slice(lineStartAt(last), lineEnd(text, starts, last)).trim() === '')
        last--;
      doc.code.push({
        start,
        end: Math.max(lineEnd(text, starts, last), start),
        fenced: false,
        info: '',
        lang: '',
        content: tok.content.replace(/\n$/, ''),
        contentStart: start,
      });
      blocks.push(tracker.block('code', start, doc.code.at(-1)!.end));
    } else if (tok.type === 'html_block' && map) {
      const ls = lineStartAt(map[0]);
      const first = text.slice(ls, lineEnd(text, starts, map[0]));
      const start = ls + (first.length - first.trimStart().length);
      let last = map[1] - 1;
      while (last > map[0] && text.slice(lineStartAt(last), lineEnd(text, starts, last)).trim() === '')
        last--;
      const end = lineEnd(text, starts, last);
      const html = text.slice(start, end);
      doc.html.push({ start, end, html, comment: html.startsWith('<!--') });
      blocks.push(tracker.block('html', start, end));
    } else if (tok.type === 'inline' && map && tok.children) {
      const toSource = contentMapper(text, starts, map[0], tok.content, cursor);
      if (tok.content.length > 0) {
        const bs = toSource(0);
        blocks.push(
          tracker.block(tracker.inlineKind(), bs, Math.max(bs + 1, toSource(tok.content.length - 1) + 1)),
        );
      }
      const children = tok.children;
      const blockEnd = lineEnd(text, starts, Math.max(map[0], map[1] - 1));
      let after = lineStartAt(map[0]);
      for (let i = 0; i < children.length; i++) {
        const c = children[i]!;
        const span = c.meta as InlineSpan | undefined;
        let start: number;
        let end: number;
        if (span && span.srcStart !== undefined) {
          start = toSource(span.srcStart);
          end = Math.max(start + 1, toSource(span.srcEnd - 1) + 1);
        } else if (c.type === 'link_open' && c.markup === 'linkify') {
          // Fuzzy links (`www.x.org`) come from the core linkify pass, after inline parsing: find the
          // link text in the block's source, after everything located so far.
          const label = childText(children, i + 1, 'link_close');
          const k = label ? text.indexOf(label, after) : -1;
          if (k < 0 || k >= blockEnd) continue;
          start = k;
          end = k + label.length;
        } else continue;
        after = Math.max(after, end);
        if (c.type === 'code_inline') doc.inlineCode.push({ start, end, code: c.content });
        else if (c.type === 'html_inline')
          doc.html.push({ start, end, html: c.content, comment: c.content.startsWith('<!--') });
        else if (c.type === 'image') {
          doc.links.push({
            start,
            end,
            kind: 'image',
            url: c.attrGet('src') ?? '',
            text: childText(c.children ?? [], 0, ''),
          });
        } else if (c.type === 'link_open') {
          const auto = c.markup === 'autolink' || c.markup === 'linkify' || c.info === 'auto';
          const inline = text[end - 1] === ')';
          doc.links.push({
            start,
            end,
            kind: auto ? 'autolink' : inline ? 'inline' : 'reference',
            url: c.attrGet('href') ?? '',
            text: childText(children, i + 1, 'link_close'),
          });
        }
      }
    }
  }
  for (const d of env.definitions ?? []) {
    const start = lineStartAt(d.startLine);
    const first = text.slice(start, lineEnd(text, starts, d.startLine));
    const s = start + (first.length - first.trimStart().length);
    const end = lineEnd(text, starts, Math.max(d.startLine, d.endLine - 1));
    for (const label of d.labels) {
      const ref = env.references?.[label];
      if (ref)
        doc.links.push({
          start: s,
          end: Math.max(end, s + 1),
          kind: 'definition',
          url: ref.href,
          text: label.toLowerCase(),
        });
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

/**
 * The Markdown structure of a file whose first `bodyStart` characters are frontmatter, with offsets into
 * the whole text. Only the body is parsed, as the runtimes render it: YAML parsed as Markdown could open a
 * fence or an HTML block that swallows the body. The frontmatter itself is reported as one prose span.
 */
export function parseMarkdownBody(text: string, bodyStart: number): MarkdownDoc {
  if (bodyStart <= 0) return parseMarkdown(text);
  return shiftMarkdown(parseMarkdown(text.slice(bodyStart)), bodyStart);
}

/** A body's parse (offsets into the body) moved to offsets into the whole text, the frontmatter as prose. */
export function shiftMarkdown(body: MarkdownDoc, bodyStart: number): MarkdownDoc {
  if (bodyStart <= 0) return body;
  const shift = <T extends MdSpan>(s: T): T => ({ ...s, start: s.start + bodyStart, end: s.end + bodyStart });
  return {
    code: body.code.map((c) => ({ ...shift(c), contentStart: c.contentStart + bodyStart })),
    inlineCode: body.inlineCode.map(shift),
    links: body.links.map(shift),
    html: body.html.map(shift),
    prose: [{ start: 0, end: bodyStart }, ...body.prose.map(shift)],
    ...(body.degraded ? { degraded: body.degraded.map(shift) } : {}),
    ...(body.blocks ? { blocks: body.blocks.map((b) => shiftBlock(b, bodyStart)) } : {}),
  };
}

function shiftBlock(b: MdBlock, by: number): MdBlock {
  const out: MdBlock = { ...b, start: b.start + by, end: b.end + by };
  if (b.item !== undefined) out.item = b.item + by;
  if (b.table !== undefined) out.table = b.table + by;
  return out;
}
