/**
 * Cheap text passes for authority-claim (../authority-claim.ts): its patterns searched only on the lines
 * holding a word they need, and Markdown emphasis blanked run by run. Both give exactly what a search of
 * the whole text gives: the patterns never cross a line, and emphasis depends only on a run of markers and
 * its two neighbours.
 */

/** A match of a claim pattern: its offset in the text and the matched words. */
export interface ClaimMatch {
  index: number;
  0: string;
}

/**
 * The lines of `lower` (a lower-cased text) holding one of `words`, as [start, end) offsets without the
 * line break, in text order. Each line is found once: the search for a word resumes after the line it hit.
 */
export function linesHolding(lower: string, words: readonly string[]): Array<[number, number]> {
  const lines = new Map<number, number>();
  for (const w of words) {
    for (let i = lower.indexOf(w); i >= 0 && i < lower.length; ) {
      const start = lower.lastIndexOf('\n', i) + 1;
      const nl = lower.indexOf('\n', i);
      const end = nl < 0 ? lower.length : nl;
      lines.set(start, end);
      i = nl < 0 ? -1 : lower.indexOf(w, nl + 1);
    }
  }
  return [...lines].sort((a, b) => a[0] - b[0]);
}

/**
 * The first `cap` matches of the global regex `re` in `blankEmphasis(text)`, searching only `lines` (from
 * `linesHolding`), each blanked alone. Equal to searching the whole blanked text when `re` cannot match a
 * line break and every match holds one of the words the lines were found by: a line's `\b` at either end,
 * and emphasis at its ends, see the same non-word as the line break. Collected before returning, so no
 * search is left half-done across the caller's awaits.
 */
export function claimMatches(
  re: RegExp,
  text: string,
  lines: ReadonlyArray<readonly [number, number]>,
  cap: number,
): ClaimMatch[] {
  if (!re.global) throw new Error('claimMatches needs a global regex');
  const out: ClaimMatch[] = [];
  for (const [start, end] of lines) {
    const line = blankEmphasis(text.slice(start, end));
    re.lastIndex = 0;
    for (let m = re.exec(line); m && out.length < cap; m = re.exec(line)) {
      out.push({ index: start + m.index, 0: m[0] });
      if (m[0].length === 0) re.lastIndex++;
    }
    if (out.length >= cap) break;
  }
  return out;
}

/** Emphasis markers touching a word (`*only supported*`, `__fork__`). */
const EMPHASIS = /[*_]{1,3}(?=\w)|(?<=\w)[*_]{1,3}/g;
const MARKER_RUN = /[*_]+/g;
const blank = (m: string) => ' '.repeat(m.length);

/** `\w` at `i` (false outside the text). */
function isWordAt(text: string, i: number): boolean {
  const c = i >= 0 && i < text.length ? text.charCodeAt(i) : 0;
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * `text` with every EMPHASIS match (of a search of the whole text) turned into blanks: same length, same
 * offsets. A match holds only markers, and what matches in a run of markers depends on the run and the
 * character either side (neither a marker: the run is maximal), so EMPHASIS is applied to each run with its
 * neighbours rather than tried at every position of the text (it cannot be scanned for a first character:
 * ~0.3 s of the real corpus).
 */
export function blankEmphasis(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (const m of text.matchAll(MARKER_RUN)) {
    const end = m.index + m[0].length;
    let run: string;
    if (m[0].length === 1) {
      // One marker (`snake_case`, `*x`): EMPHASIS takes it when a word character follows or precedes it.
      run = isWordAt(text, end) || isWordAt(text, m.index - 1) ? ' ' : m[0];
    } else {
      const lead = m.index > 0 ? 1 : 0;
      const around = text.slice(m.index - lead, Math.min(text.length, end + 1)).replace(EMPHASIS, blank);
      run = around.slice(lead, lead + m[0].length);
    }
    if (run === m[0]) continue;
    parts.push(text.slice(from, m.index), run);
    from = end;
  }
  if (from === 0) return text;
  parts.push(text.slice(from));
  return parts.join('');
}
