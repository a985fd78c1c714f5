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

/**
 * Follows markdown-it's flat token stream (open/close pairs) to know, for each leaf block, the containers
 * around it: heading level, list nesting and the innermost item, blockquote depth, table row and column.
 * One pass over the tokens the parser already produced — no second parse. Nesting depth is bounded by the
 * hostile-input guard in markdown.ts (container markers past MAX_CONTAINER_MARKERS are blanked), so the
 * list stack stays small.
 */

interface ListFrame {
  ordered: boolean;
  item?: number;
  itemNumber?: number;
}

export type BlockContext = Omit<MdBlock, 'start' | 'end' | 'kind'>;

export class BlockTracker {
  private readonly lists: ListFrame[] = [];
  private quoteDepth = 0;
  private headingLevel = 0;
  private table?: { start: number; row: number; col: number; header: boolean; line: number };
  private inCell = false;

  constructor(
    private readonly lineStartAt: (line: number) => number,
    private readonly indentAt: (offset: number) => number,
  ) {}

  /** Updates the container state for one block-level token (inline tokens are ignored here). */
  visit(tok: Token): void {
    switch (tok.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        this.lists.push({ ordered: tok.type === 'ordered_list_open' });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        this.lists.pop();
        break;
      case 'list_item_open': {
        const top = this.lists.at(-1);
        if (top && tok.map) {
          const ls = this.lineStartAt(tok.map[0]);
          top.item = ls + this.indentAt(ls);
          const n = Number.parseInt(tok.info, 10);
          top.itemNumber = Number.isFinite(n) ? n : undefined;
        }
        break;
      }
      case 'blockquote_open':
        this.quoteDepth++;
        break;
      case 'blockquote_close':
        this.quoteDepth = Math.max(0, this.quoteDepth - 1);
        break;
      case 'heading_open':
        this.headingLevel = Number.parseInt(tok.tag.slice(1), 10) || 1;
        break;
      case 'heading_close':
        this.headingLevel = 0;
        break;
      case 'table_open':
        this.table = { start: this.lineStartAt(tok.map?.[0] ?? 0), row: -1, col: -1, header: false, line: 0 };
        break;
      case 'table_close':
        this.table = undefined;
        break;
      case 'tr_open':
        if (this.table) {
          this.table.row++;
          this.table.col = -1;
          this.table.line = tok.map?.[0] ?? this.table.line;
        }
        break;
      case 'th_open':
      case 'td_open':
        if (this.table) {
          this.table.col++;
          this.table.header = tok.type === 'th_open';
        }
        this.inCell = true;
        break;
      case 'th_close':
      case 'td_close':
        this.inCell = false;
        break;
    }
  }

  /** The line map for an inline token: table cells have none in markdown-it, so the row's line is used. */
  mapOf(tok: Token): [number, number] | null {
    if (tok.map) return tok.map as [number, number];
    if (this.inCell && this.table) return [this.table.line, this.table.line + 1];
    return null;
  }

  /** The kind of the inline block being read. */
  inlineKind(): MdBlockKind {
    if (this.headingLevel > 0) return 'heading';
    if (this.inCell) return 'table-cell';
    return 'paragraph';
  }

  context(): BlockContext {
    const top = this.lists.at(-1);
    const ctx: BlockContext = { listDepth: this.lists.length, quoteDepth: this.quoteDepth };
    if (top) {
      ctx.ordered = top.ordered;
      if (top.item !== undefined) ctx.item = top.item;
      if (top.itemNumber !== undefined) ctx.itemNumber = top.itemNumber;
    }
    if (this.headingLevel > 0) ctx.level = this.headingLevel;
    if (this.inCell && this.table) {
      ctx.table = this.table.start;
      ctx.row = this.table.row;
      ctx.col = this.table.col;
      ctx.header = this.table.header;
    }
    return ctx;
  }

  block(kind: MdBlockKind, start: number, end: number): MdBlock {
    return { start, end, kind, ...this.context() };
  }
}
