import type { LineMap } from '../../analysis/lines.js';

/** Where a line of a Markdown file sits: in a code block or prose, and under which headings (support/own-upstream.ts). */

const FENCE = /^\s*(?:```|~~~)/;

/** Per line from `from` to `to`, whether a Markdown file's line sits in a code block (fence lines: undefined). */
export function blockStates(lines: LineMap, from: number, to: number): Array<boolean | undefined> {
  // A document's frontmatter is data: its lines are read like a block's.
  let frontmatterEnd = 0;
  if (lines.lineText(1) === '---')
    for (let n = 2; n <= Math.min(lines.lineCount, 200) && frontmatterEnd === 0; n++)
      if (lines.lineText(n) === '---') frontmatterEnd = n;
  const states: Array<boolean | undefined> = [];
  let open = false;
  // Fences open and close from the top; a very long file is read from a bounded distance above.
  for (let n = Math.max(frontmatterEnd + 1, from - 5000); n <= to; n++) {
    const fence = FENCE.test(lines.lineText(n));
    if (fence) open = !open;
    if (n >= from) states.push(fence ? undefined : open);
  }
  for (let n = Math.min(frontmatterEnd, to); n >= from; n--) states.unshift(true);
  return states;
}

/**
 * The headings of the section a line sits in, nearest first: the closest heading above it, then the closest
 * of each higher level (`# Logseq Mastery` > `## Beginner Techniques` > `### Installation and Setup`).
 */
export function sectionHeadings(lines: LineMap, line: number): string[] {
  const from = Math.max(1, line - 5000);
  const states = blockStates(lines, from, line);
  const out: string[] = [];
  let level = 7;
  for (let n = line - 1; n >= from && level > 1; n--) {
    if (states[n - from] !== false) continue;
    const m = /^(#{1,6})\s/.exec(lines.lineText(n));
    if (!m || m[1]!.length >= level) continue;
    level = m[1]!.length;
    out.push(lines.lineText(n));
  }
  return out;
}
