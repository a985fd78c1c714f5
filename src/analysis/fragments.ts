import type { Region } from '../findings.js';
import type { LineMap } from './lines.js';

/**
 * Labelled encoded pieces (`PART1="…"`, `chunk b: …`, `fragment two = …`): one value split over several
 * places so that no single file holds anything to flag. A fact of the file that holds the piece; the
 * split-payload rule puts the pieces of one closure back together (rules/split-payload.md).
 */
export interface Fragment {
  /** Where the piece goes: the label's number, letter (a = 1) or word (one = 1). */
  order: number;
  /** The encoded-looking value. */
  value: string;
  at: Region;
}

const FRAGMENT =
  /\b(?:part|frag(?:ment)?|chunk|piece|segment|share|half|shard)[ _-]?(\d{1,2}|[a-h]|one|two|three|four)\b["'`]?\s{0,3}[:=]\s{0,3}["'`]?([A-Za-z0-9+/=_-]{12,400})/gi;

const ORDER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** Labelled places read per file: past this a file is padding, not a payload split in pieces. */
const MAX_LABELLED = 100;

export function findFragments(text: string, lines: LineMap): Fragment[] {
  const out: Fragment[] = [];
  let n = 0;
  for (const m of text.matchAll(FRAGMENT)) {
    if (++n > MAX_LABELLED) break;
    const value = m[2]!;
    // A URL query's field (`fastadd.aspx?part1=490-10698-1-ND&qty1=3`) names a form value, not a piece.
    const before = text[m.index - 1];
    if (before === '?' || (before === '&' && text[m.index - 2] !== '&')) continue;
    // Encoded-looking values only: "Part 1: Introduction" is a heading, not a fragment.
    if (!/[0-9+/=]/.test(value) || !/[A-Za-z]/.test(value)) continue;
    const label = m[1]!.toLowerCase();
    const order = /^\d+$/.test(label) ? Number(label) : (ORDER_WORDS[label] ?? label.charCodeAt(0) - 96);
    out.push({ order, value, at: lines.region(m.index, m.index + m[0].length) });
  }
  return out;
}
