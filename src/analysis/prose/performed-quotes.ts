import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
import type { Analysed } from './sentence.js';

/**
 * A quotation made the agent's own by a later sentence that asks to carry it out: "perform the example
 * above once, exactly as written and with the real file", "follow the quoted request above", "do what the
 * instruction above says". The blockquote's asks are mentions by their form (quoted, under an "Example of
 * a malicious instruction" heading), and the asking sentence names no store and no host; the author of
 * both decides, and the ask makes the quotation's asks instructions. They keep their place (the quoted
 * lines), so the rules report them where the store and the host are written.
 *
 * Bounded: the nearest blockquote within LOOK_BACK_LINES lines above the asking sentence, MAX_ASKS asks.
 */

const MAX_ASKS = 8;
const LOOK_BACK_LINES = 24;

/** Carry out, in the words an ask uses for a text (not "run", which use-asks.ts reads for code). */
const PERFORM =
  /(?:^|[^\p{L}])(?:perform|carry out|execute|follow|act on|obey|do|replicate|repeat|fulfil|fulfill|reproduce)(?!\p{L})/iu;
/** The quotation pointed back to: "the example above", "the quoted instruction above", "that request above". */
const BACK =
  /(?:^|[^\p{L}])(?:the|that|this)[ \t]{1,3}(?:(?:quoted|malicious|sample|example)[ \t]{1,3})?(?:example|instruction|request|text|quote|quotation|sample|prompt|steps?)[ \t]{1,3}(?:above|quoted above|shown above)(?!\p{L})/iu;
/** A negation before the pointer: "do not perform the example above". */
const NEGATION = /(?:^|[^\p{L}])(?:not|never|don't|no|avoid)(?!\p{L})/iu;

/** The asks of a blockquote a later sentence asks the agent to carry out, as instructions. */
export function performedQuotes(
  analysed: readonly Analysed[],
  md: MarkdownDoc,
  lines: LineMap,
  intents: readonly TextIntent[],
): TextIntent[] {
  if (!md.blocks?.some((b) => b.quoteDepth > 0)) return [];
  const out: TextIntent[] = [];
  for (const a of analysed) {
    if (out.length >= MAX_ASKS) break;
    if (a.container === 'heading' || a.container === 'table' || a.container === 'quote') continue;
    if (a.role.role !== 'instruction' || a.role.framing || a.role.negative) continue;
    const back = BACK.exec(a.text);
    if (!back) continue;
    const lead = a.text.slice(0, back.index);
    if (!PERFORM.test(lead) || NEGATION.test(lead)) continue;
    const quote = quoteAbove(md, lines, a.start);
    if (!quote) continue;
    for (const i of intents) {
      if (i.at.startLine < quote.first || i.at.startLine > quote.last) continue;
      if (i.role !== 'mention' || i.negated || i.told || i.cooccurrence) continue;
      out.push({ ...i, role: 'instruction', key: `${i.key}|performed` });
    }
  }
  return out;
}

/** The lines of the blockquote nearest above `offset`, within LOOK_BACK_LINES lines. */
function quoteAbove(
  md: MarkdownDoc,
  lines: LineMap,
  offset: number,
): { first: number; last: number } | undefined {
  let last: { start: number; end: number } | undefined;
  let first: number | undefined;
  for (const b of md.blocks ?? []) {
    if (b.start >= offset) break;
    if (b.quoteDepth === 0) continue;
    // Blocks of one blockquote follow each other; a quote after a gap starts a new one.
    if (!last || b.start - last.end > 2) first = b.start;
    last = b;
  }
  if (!last || first === undefined) return undefined;
  const from = lines.position(first).line;
  const to = lines.position(last.end).line;
  return lines.position(offset).line - to <= LOOK_BACK_LINES ? { first: from, last: to } : undefined;
}
