import type { MdSpan } from './markdown-doc.js';

/**
 * A Mermaid diagram's `%%` comment lines: never drawn, but the agent reads the fence's source, so each run
 * of them is read as hidden text (src/analysis/prose/segment.ts), like an HTML comment. Apart from
 * data-comments.ts (the notes of data files), which needs the code analysers this must not import.
 */

const MAX_CHARS = 512 * 1024;

/** `%%{init: …}%%` is a directive Mermaid reads (configuration), not a comment. */
const DIRECTIVE = /^%%\{/;

/**
 * A Mermaid diagram's comment runs: consecutive `%%` lines, each run from its first word to the end of
 * its last line (the markers of the lines between stay inside the span). Offsets are `base` + content's.
 */
export function diagramComments(content: string, base: number): MdSpan[] {
  const runs: MdSpan[] = [];
  if (content.length > MAX_CHARS) return runs;
  let at = 0;
  let open: MdSpan | undefined;
  for (const line of content.split('\n')) {
    const lead = line.length - line.trimStart().length;
    const rest = line.slice(lead);
    if (rest.startsWith('%%') && !DIRECTIVE.test(rest) && rest.slice(2).trim() !== '') {
      const from = base + at + lead + 2 + (rest.length - 2 - rest.slice(2).trimStart().length);
      if (open) open.end = base + at + line.length;
      else {
        open = { start: from, end: base + at + line.length };
        runs.push(open);
      }
    } else open = undefined;
    at += line.length + 1;
  }
  return runs;
}
