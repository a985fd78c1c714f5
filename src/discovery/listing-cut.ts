import type { Region } from '../findings.js';
import { codePointLength, type EntryResult, type TextSource, TRIGGER_SEP } from './listing.js';

/** Maps a cut in the simulated listing back to the line and column of the file that holds the text. */

const cps = (s: string): string[] => Array.from(s);

/**
 * The file offset of the `index`-th code point of `value` (as the runtime sees it) inside the source
 * text of the value as written. Walks both in step: a whitespace run in the value matches a whitespace
 * run in the source (folded lines, collapsed spaces); quotes, escapes and block headers in the source
 * are skipped by a bounded look-ahead. Linear in the source length.
 */
export function sourceOffset(src: TextSource, value: string, index: number): number {
  const s = src.text;
  let j = src.start;
  const end = src.end;
  const first = s[j];
  if (first === '"' || first === "'") j++;
  else if (first === '|' || first === '>') {
    const nl = s.indexOf('\n', j);
    j = nl < 0 || nl > end ? end : nl + 1;
  }
  const chars = cps(value);
  const isWs = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
  for (let k = 0; k < index && k < chars.length && j < end; k++) {
    const c = chars[k]!;
    if (isWs(c)) {
      if (isWs(s[j])) {
        while (j < end && isWs(s[j])) j++;
      }
      continue;
    }
    // Skip source whitespace the value dropped (indentation after a fold), then find c close by.
    while (j < end && isWs(s[j])) j++;
    let found = -1;
    for (let t = j; t < Math.min(end, j + 16); t++) {
      if (s.startsWith(c, t)) {
        found = t;
        break;
      }
    }
    if (found >= 0) j = found + c.length;
  }
  // Point at the next character shown in the value, not at the whitespace before it.
  if (index < chars.length && !isWs(chars[index])) while (j < end && isWs(s[j])) j++;
  return Math.min(j, end);
}

/** Region from the cut to the end of the value that holds it (the whole value when nothing of it shows). */
export function cutRegion(
  r: EntryResult,
): { region: Region; path: string; field: TextSource['field'] } | undefined {
  const e = r.entry;
  const span = (src: TextSource, at: number) => {
    const a = Math.max(src.start, Math.min(at, src.end - 1));
    return { region: src.region(a, Math.max(a + 1, src.end)), path: src.path, field: src.field };
  };
  if (r.state === 'trigger-dropped' && e.triggerSource) return span(e.triggerSource, e.triggerSource.start);
  if (r.state === 'name-only' || r.state === 'omitted') {
    const src = e.descriptionSource ?? e.triggerSource;
    return src ? span(src, src.start) : undefined;
  }
  const cut = r.cutAt ?? 0;
  const descLen = codePointLength(e.description);
  if (e.triggerSource && e.whenToUse && cut >= descLen + TRIGGER_SEP.length)
    return span(
      e.triggerSource,
      sourceOffset(e.triggerSource, e.whenToUse, cut - descLen - TRIGGER_SEP.length),
    );
  const src = e.descriptionSource;
  return src ? span(src, sourceOffset(src, e.description, Math.min(cut, descLen))) : undefined;
}
