import type { LineMap } from '../../analysis/lines.js';
import type { Region } from '../../findings.js';

const MAX_EVIDENCE = 200;

/**
 * The text a region covers, normalised for a fingerprint: whitespace runs folded to one space, trimmed,
 * bounded. Content, not position: moving the lines keeps it; editing the evidence changes it.
 */
export function evidenceText(lines: LineMap, region: Region | undefined): string {
  if (!region) return '';
  const start = lines.offsetOf(region.startLine, region.startColumn);
  const end = Math.min(lines.offsetOf(region.endLine, region.endColumn), start + MAX_EVIDENCE * 4);
  let out = '';
  let space = false;
  for (let i = start; i < end && out.length < MAX_EVIDENCE; i++) {
    const c = lines.text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') space = out.length > 0;
    else {
      if (space) out += ' ';
      space = false;
      out += c;
    }
  }
  return out;
}
