import { type MarkdownDoc } from './markdown-doc.js';
export type { MdBlock, MdBlockKind } from './markdown-blocks.js';
export type { MarkdownDoc, MarkdownLayout, MdCodeBlock, MdHtml, MdInlineCode, MdLink, MdLinkKind, MdSpan, } from './markdown-doc.js';
export declare const loadMarkdownParser: () => Promise<void>;
/** `text` with Markdown backslash escapes and HTML entities undone, as markdown-it undoes them. */
export declare function unescapeMarkdown(text: string): string;
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
