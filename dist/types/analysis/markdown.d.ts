import { type MdBlock } from './markdown-blocks.js';
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
/** Per blank-line-separated chunk; real prose stays far below (a dense table has a few hundred). */
export declare const MAX_DELIMITERS_PER_CHUNK = 1500;
/** Container markers (`>`, list bullets) honoured at the start of one line. */
export declare const MAX_CONTAINER_MARKERS = 16;
export interface GuardResult {
    text: string;
    degraded: MdSpan[];
}
/**
 * Same-length copy of `text` in which over-deep container prefixes and over-dense delimiter chunks are
 * blanked. Linear: every character is visited a bounded number of times.
 */
export declare function guardHostile(text: string): GuardResult;
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
