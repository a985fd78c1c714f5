import type { Region } from '../../findings.js';
import { extractFacts, type FileFacts } from '../extract.js';
import type { ClassifyOptions } from '../hosts.js';
import { LineMap } from '../lines.js';
import { pdfText } from './text.js';

/**
 * The facts of a PDF: its extracted text (src/analysis/pdf/text.ts) goes through the same prose and code
 * analysis as a Markdown file — sentences that ask the agent for something, commands written on a line of
 * their own or indented, inline instructions — because that is what the agent reads when a skill sends it
 * to the PDF. Every location points at the page's content stream in the PDF (the line of its object), and
 * every message names the page. The text's own offsets mean nothing in the PDF's bytes, so the facts that
 * rules read back against the file's text (injection-phrase offsets, encoded fragments, the Markdown
 * layout and its links) are left out.
 */

interface PageSpan {
  page: number;
  /** First and last line of the page in the joined text. */
  from: number;
  to: number;
  /** Line of the page's content stream in the file. */
  line: number;
}

export function pdfFacts(
  bytes: Uint8Array,
  path: string,
  hosts: ClassifyOptions = {},
): FileFacts | undefined {
  const pdf = pdfText(bytes);
  const spans: PageSpan[] = [];
  let joined = '';
  let line = 1;
  for (const p of pdf.pages) {
    if (p.text.trim() === '') continue;
    if (joined !== '') {
      joined += '\n\n';
      line += 2;
    }
    const lines = p.text.split('\n').length;
    spans.push({ page: p.page, from: line, to: line + lines - 1, line: p.line });
    joined += p.text;
    line += lines - 1;
  }
  if (joined === '') return undefined;
  const facts = extractFacts({
    // Read as Markdown: the name only selects the parser (nothing is written or resolved by it).
    path: `${path}!/text.md`,
    text: joined,
    lines: new LineMap(joined),
    hosts,
  });
  const pageOf = (r: Region): PageSpan => spans.find((s) => r.startLine <= s.to) ?? spans[spans.length - 1]!;
  const at = (r: Region): Region => {
    const l = pageOf(r).line;
    return { startLine: l, startColumn: 1, endLine: l, endColumn: 1 };
  };
  const out: FileFacts = {
    units: facts.units.map((u) => ({
      ...u,
      at: at(u.at),
      label: u.label ? `PDF page ${pageOf(u.at).page}, ${u.label}` : `PDF page ${pageOf(u.at).page}`,
    })),
    behaviours: facts.behaviours.map((b) => ({ ...b, at: at(b.at), key: `pdf!${b.key}` })),
    assignments: facts.assignments.map((a) => ({ ...a, at: at(a.at) })),
  };
  if (facts.prose)
    out.prose = {
      intents: facts.prose.intents.map((i) => ({
        ...i,
        at: at(i.at),
        evidence: `PDF page ${pageOf(i.at).page}: ${i.evidence}`,
        key: `pdf!${i.key}`,
      })),
      ...(facts.prose.limitHit ? { limitHit: facts.prose.limitHit } : {}),
    };
  if (facts.limitHit) out.limitHit = facts.limitHit;
  return out;
}
