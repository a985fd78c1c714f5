import type { TextContainer } from '../facts.js';
import type { MarkdownDoc, MdBlock, MdSpan } from '../markdown.js';
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
export declare const MAX_SENTENCE = 600;
export declare const MAX_SENTENCES = 50000;
/**
 * Splits [start, end) of `text` into sentences, skipping `skip` spans (sorted; inline HTML comments are
 * read as their own units). Calls `emit` for each non-empty sentence span, trimmed.
 */
export declare function splitSentences(text: string, start: number, end: number, skip: readonly MdSpan[], emit: (s: number, e: number) => void): void;
/**
 * Every sentence of the document body (from `bodyStart`), in order: prose blocks, HTML comments (as
 * `comment`), hidden HTML blocks (as `hidden`), other HTML blocks (as `body`). Fenced blocks are not
 * read here (see placement and the caller's text fences).
 */
export declare function documentSentences(text: string, md: MarkdownDoc, bodyStart: number): {
    sentences: Sentence[];
    capped: boolean;
};
