import { lazyModule } from './lazy-module.js';
import type { MdBlock } from './markdown-blocks.js';
import { bySpan, type MarkdownDoc, type MdSpan } from './markdown-doc.js';
import { guardHostile, scanDegradedLinks } from './markdown-guard.js';

type MarkdownIt = typeof import('./markdown-parser.js');

export type { MdBlock, MdBlockKind } from './markdown-blocks.js';
export type {
  MarkdownDoc,
  MarkdownLayout,
  MdCodeBlock,
  MdHtml,
  MdInlineCode,
  MdLink,
  MdLinkKind,
  MdSpan,
} from './markdown-doc.js';

/**
 * Markdown structure the rules need: code (fenced and indented), inline code, links of every kind,
 * raw HTML (comments included), and the prose between them. Offsets are into the text given.
 *
 * Parsed with markdown-it (CommonMark + GitHub's tables, strikethrough and autolinks), about twenty times
 * faster than micromark on real skills; block positions come from its line maps and inline positions
 * from wrapped inline rules (see `createParser` in markdown-parser.ts). Like every CommonMark parser it
 * slows down on some hostile shapes (thousands of brackets or emphasis delimiters in one paragraph,
 * hundreds of nested containers), so `guardHostile` (markdown-guard.ts) first neutralises those shapes in
 * a same-length copy of the text (offsets stay valid) and records the spans it touched in `degraded`;
 * links in a degraded span are then found by a linear scan.
 */

/**
 * markdown-it. Evaluating it, its entity tables and URL helpers is 30-50 ms of the Action's start-up, so
 * `scan` loads it once the walk found a file (`loadParsers`) and a fact worker when it starts; the library
 * entry (src/index.ts) loads it on import. Parsing stays synchronous after that; before it, it throws.
 */
const markdownIt = lazyModule(
  (): Promise<MarkdownIt> => import('./markdown-parser.js'),
  'the Markdown parser',
  'loadMarkdownParser',
);

export const loadMarkdownParser = (): Promise<void> => markdownIt.load();

/** `text` with Markdown backslash escapes and HTML entities undone, as markdown-it undoes them. */
export function unescapeMarkdown(text: string): string {
  return markdownIt.get().unescapeAll(text);
}

/**
 * Parses `text`. Callers that scan a tree share one parse per file through the model
 * (`FileStore.markdown`); the returned document is shared and must be treated as read-only.
 */
export function parseMarkdown(text: string): MarkdownDoc {
  return parseUncached(text);
}

function parseUncached(text: string): MarkdownDoc {
  const { collect } = markdownIt.get();
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
