import type { Emit, ScannedFile } from './types.js';

/** Labelled encoded pieces (`part 1: …`) that closure-level rules put back together across files. */

const FRAGMENT =
  /\b(?:part|frag(?:ment)?|chunk|piece|segment|share|half|shard)[ _-]?(\d{1,2}|[a-h]|one|two|three|four)\b["'`]?\s{0,3}[:=]\s{0,3}["'`]?([A-Za-z0-9+/=_-]{12,400})/gi;

const ORDER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

export function detectFragments(file: ScannedFile, emit: Emit): void {
  let n = 0;
  for (const m of file.text.matchAll(FRAGMENT)) {
    if (++n > 100) break;
    // Encoded-looking values only: "Part 1: Introduction" is a heading, not a fragment.
    if (!/[0-9+/=]/.test(m[2]!) || !/[A-Za-z]/.test(m[2]!)) continue;
    const label = m[1]!.toLowerCase();
    const order = /^\d+$/.test(label) ? Number(label) : (ORDER_WORDS[label] ?? label.charCodeAt(0) - 96);
    emit(
      'fragment',
      m.index,
      m.index + m[0].length,
      'info',
      `fragment ${label}`,
      `fragment:${label}:${m[2]}`,
      {
        fragment: { order, value: m[2]! },
      },
    );
  }
}
