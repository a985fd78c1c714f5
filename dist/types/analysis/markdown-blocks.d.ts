import type Token from 'markdown-it/lib/token.mjs';
/** What kind of leaf block a span of the document is. */
export type MdBlockKind = 'heading' | 'paragraph' | 'table-cell' | 'code' | 'html';
/**
 * One leaf block with the containers around it: where a sentence or a code block sits decides whether it
 * is said to the agent (a paragraph, a numbered step) or only named (a heading, a table cell). Spans cover
 * the block's text as written (for inline blocks: the first to the last character of its content).
 */
export interface MdBlock {
    start: number;
    end: number;
    kind: MdBlockKind;
    /** Heading level (1–6), for headings. */
    level?: number;
    /** Lists around the block (0: not in a list). */
    listDepth: number;
    /** The innermost list is numbered (`1.` steps). */
    ordered?: boolean;
    /** Offset of the innermost list item's marker: blocks of one item share it. */
    item?: number;
    /** The innermost item's number in a numbered list. */
    itemNumber?: number;
    /** Blockquotes around the block. */
    quoteDepth: number;
    /** Table cells: the table's start offset (cells of one table share it), row (0 = header row), column. */
    table?: number;
    row?: number;
    col?: number;
    header?: boolean;
}
export type BlockContext = Omit<MdBlock, 'start' | 'end' | 'kind'>;
export declare class BlockTracker {
    private readonly lineStartAt;
    private readonly indentAt;
    private readonly lists;
    private quoteDepth;
    private headingLevel;
    private table?;
    private inCell;
    constructor(lineStartAt: (line: number) => number, indentAt: (offset: number) => number);
    /** Updates the container state for one block-level token (inline tokens are ignored here). */
    visit(tok: Token): void;
    /** The line map for an inline token: table cells have none in markdown-it, so the row's line is used. */
    mapOf(tok: Token): [number, number] | null;
    /** The kind of the inline block being read. */
    inlineKind(): MdBlockKind;
    context(): BlockContext;
    block(kind: MdBlockKind, start: number, end: number): MdBlock;
}
