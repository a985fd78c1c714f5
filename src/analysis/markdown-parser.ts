import MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';

export { unescapeAll } from 'markdown-it/lib/common/utils.mjs';

import { BlockTracker } from './markdown-blocks.js';
import type { MarkdownDoc } from './markdown-doc.js';

/**
 * markdown-it, wrapped to record where inline tokens and reference definitions sit in the source, and the
 * walk of its tokens that fills a `MarkdownDoc` with source offsets.
 */

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

/** Fills `doc` from a parse of `parseText` (the guarded, same-length copy of `text`), offsets into `text`. */
export function collect(parseText: string, text: string, doc: MarkdownDoc): void {
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
      collectInline(
        tok.children,
        toSource,
        text,
        lineStartAt(map[0]),
        lineEnd(text, starts, Math.max(map[0], map[1] - 1)),
        doc,
      );
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
    // A definition of a label already defined (a second `[//]: # (…)` comment) is consumed and never
    // renders, but the first definition wins: it points nowhere (no URL), and its text is still read.
    if (d.labels.length === 0)
      doc.links.push({ start: s, end: Math.max(end, s + 1), kind: 'definition', url: '', text: '' });
  }
}

/**
 * Inline code, inline HTML, images and links among one inline token's children, located in the source
 * through `toSource`; fuzzy links are searched for in the source from `after` up to `blockEnd`.
 */
function collectInline(
  children: Token[],
  toSource: (pos: number) => number,
  text: string,
  after: number,
  blockEnd: number,
  doc: MarkdownDoc,
): void {
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

function indentWidth(text: string, at: number): number {
  let i = at;
  while (i < text.length && i - at < 4 && text[i] === ' ') i++;
  if (i === at && text[i] === '\t') return 1;
  return i - at;
}
