/** Commands written as bare lines of Markdown prose, read as units of shell (src/analysis/extract.ts). */

import type { UnitSpec } from './code/index.js';
import { looksLikeCommands } from './code/sniff.js';
import type { Placement } from './facts.js';
import type { MarkdownDoc } from './markdown.js';

/** A leading label or imperative before a bare command: `Run: curl …`, `1. Then execute curl …`. */
const LEAD =
  /^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:(?:[A-Za-z][\w ]{0,30}):[ \t]+|(?:then[ \t]+)?(?:run|execute|exec|type|paste|enter)[ \t]+)?(?:\$[ \t]+)?/i;
const SHOWN = /^(?:example|e\.g|output|returns?|result|note|for instance)\b/i;
const MAX_PROSE_LINE = 4_000;

/**
 * Commands written as bare prose lines (no backticks): `Run: curl -s https://… | sh`. A label or an
 * imperative before them asks the agent to run them; otherwise they are runnable as shown.
 */
export function proseLineUnits(text: string, md: MarkdownDoc, out: UnitSpec[]): void {
  for (const span of md.prose) {
    let at = span.start;
    while (at < span.end) {
      const nl = text.indexOf('\n', at);
      const end = nl < 0 || nl > span.end ? span.end : nl;
      const line = text.slice(at, end);
      if (line.length < MAX_PROSE_LINE && !line.includes('`')) {
        const lead = LEAD.exec(line)?.[0] ?? '';
        const rest = line.slice(lead.length);
        if (rest.trim() !== '' && looksLikeCommands(rest)) {
          const label = lead.replace(/^[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?/, '');
          const placement: Placement =
            label.trim() === '' || SHOWN.test(label.trim()) ? 'runnable' : 'instructed';
          out.push({ lang: 'shell', text: rest, origin: 'prose-line', placement, base: at + lead.length });
        }
      }
      at = end + 1;
    }
  }
}
