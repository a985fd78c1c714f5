import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
import { intentsOf } from './intents.js';
import { NEGATORS } from './lexicon.js';
import { documentSentences } from './segment.js';
import { SentenceWalker } from './sentence.js';

/**
 * Struck-through text is deleted text (GFM `~~…~~` renders as `<del>`): "~~Never~~ attach `~/.docker/config.json`
 * … by POSTing it to https://…" is, as published, an ask with the negation removed. Where a struck span holds a
 * negator, the sentences around it are read a second time with every struck span blanked (same length, so
 * offsets and the Markdown parse still line up), and the asks that reading finds are added. The first reading
 * is kept too: struck text the agent still sees raw is not dropped from it. Bounded: struck spans per file,
 * and only the sentences that overlap one are read again.
 */

const MAX_STRUCK = 64;
/** A struck span on one line: `~~` … `~~`, neither side a blank. */
const STRUCK = /~~(?=\S)([^~\n]{1,200}?)~~/g;

export function struckReading(
  text: string,
  md: MarkdownDoc,
  bodyStart: number,
  lines: LineMap,
  known: readonly TextIntent[],
): TextIntent[] {
  if (!text.includes('~~')) return [];
  const spans: Array<{ start: number; end: number }> = [];
  let negating = false;
  for (const m of text.matchAll(STRUCK)) {
    if (m.index < bodyStart) continue;
    spans.push({ start: m.index, end: m.index + m[0].length });
    if (
      m[1]!
        .toLowerCase()
        .split(/[^\p{L}']+/u)
        .some((w) => NEGATORS.has(w))
    )
      negating = true;
    if (spans.length >= MAX_STRUCK) break;
  }
  if (!negating) return [];
  let blanked = '';
  let at = 0;
  for (const s of spans) {
    blanked += text.slice(at, s.start) + ' '.repeat(s.end - s.start);
    at = s.end;
  }
  blanked += text.slice(at);
  // Only what the first reading already asks is a duplicate; its mentions are what the struck negation made them.
  const have = new Set(
    known.filter((i) => !i.negated && i.role !== 'mention').map((i) => `${i.cls}|${i.at.startLine}`),
  );
  const walker = new SentenceWalker(blanked);
  const out: TextIntent[] = [];
  const { sentences } = documentSentences(blanked, md, bodyStart);
  for (const s of sentences) {
    // A struck span that opens the sentence is blank now, so the sentence starts after it: blanks between count.
    const touches = (x: { start: number; end: number }) =>
      x.start < s.end &&
      (x.end > s.start || (s.start - x.end < 16 && blanked.slice(x.end, s.start).trim() === ''));
    if (!spans.some(touches)) continue;
    for (const i of intentsOf(walker.analyse(s), lines, { links: [] })) {
      if (i.negated || i.role === 'mention' || have.has(`${i.cls}|${i.at.startLine}`)) continue;
      out.push({ ...i, evidence: text.slice(s.start, s.end).replace(/\s+/g, ' ').slice(0, 300) });
    }
  }
  return out;
}
