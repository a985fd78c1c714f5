import { type MarkdownDoc } from './markdown-doc.js';
export type { MdBlock, MdBlockKind } from './markdown-blocks.js';
export type { MarkdownDoc, MarkdownLayout, MdCodeBlock, MdHtml, MdInlineCode, MdLink, MdLinkKind, MdSpan, } from './markdown-doc.js';
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
 * Parses `text`. Callers that scan a tree share one parse per file through the model
 * (`FileStore.markdown`); the returned document is shared and must be treated as read-only.
 */
export declare function parseMarkdown(text: string): MarkdownDoc;
/**
 * The Markdown structure of a file whose first `bodyStart` characters are frontmatter, with offsets into
 * the whole text. Only the body is parsed, as the runtimes render it: YAML parsed as Markdown could open a
 * fence or an HTML block that swallows the body. The frontmatter itself is reported as one prose span.
 */
export declare function parseMarkdownBody(text: string, bodyStart: number): MarkdownDoc;
/** A body's parse (offsets into the body) moved to offsets into the whole text, the frontmatter as prose. */
export declare function shiftMarkdown(body: MarkdownDoc, bodyStart: number): MarkdownDoc;
