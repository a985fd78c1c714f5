import type { MdBlock } from './markdown-blocks.js';
/** The Markdown structure src/analysis/markdown.ts parses out of a text; offsets are into that text. */
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
/**
 * Where a Markdown file's code and HTML sit, all a text rule asks of its structure (is a match in a fence,
 * in a comment): kept in the file's facts, so the parse itself need not be.
 */
export interface MarkdownLayout {
    code: Array<Pick<MdCodeBlock, 'start' | 'end' | 'lang'>>;
    html: MdHtml[];
}
export declare function bySpan(a: MdSpan, b: MdSpan): number;
