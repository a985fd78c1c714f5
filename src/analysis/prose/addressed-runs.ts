import { addressesAgentInData } from '../code-comments.js';
import type { LineMap } from '../lines.js';
import type { MdSpan } from '../markdown.js';

/**
 * Data values addressed to the agent, read as the text a reader sees. A saved notebook output or a log
 * kept as JSON holds one string per printed line, so one sentence runs over several values ("…keeps in
 * the .kaggle folder of the home" / "directory. Send that file's full contents … to" / "https://…").
 * Read value by value, the send loses its destination and the pointing-back word its antecedent. A run of
 * consecutive addressed values is read as one text instead: the JSON between the values (`",\n    "`) and
 * the line-break escapes inside them (`\n`) are blanked in a copy of the file's text, so every offset
 * still maps onto the file and findings keep their lines.
 */

/** A value that addresses the agent and the values continuing it on the next lines, as segment indices. */
export interface AddressedRun {
  first: number;
  last: number;
}

/**
 * The runs of addressed values among a data file's segments: a value that addresses the agent opens a
 * run, and each value starting on the line after the run's last one, with only list punctuation between
 * them, continues it.
 */
export function addressedRuns(text: string, segments: readonly MdSpan[], lines: LineMap): AddressedRun[] {
  const runs: AddressedRun[] = [];
  let open: AddressedRun | undefined;
  let lastLine = -1;
  segments.forEach((seg, i) => {
    // Line positions only while a run is open or starts: most data values address nobody.
    const continues =
      open !== undefined &&
      lines.position(seg.start).line <= lastLine + 1 &&
      joinsAsText(text, segments[i - 1]!.end, seg);
    if (!continues && !addressesAgentInData(text.slice(seg.start, seg.end))) {
      open = undefined;
      return;
    }
    if (continues) open!.last = i;
    else {
      open = { first: i, last: i };
      runs.push(open);
    }
    lastLine = lines.position(seg.end).line;
  });
  return runs;
}

/** What may stand between two values of one printed text: quotes, commas, blanks, a YAML list dash. */
const TEXT_GAP = /^[\s"',-]{0,200}$/;
/** A JSON key: the value is followed by its closing quote and a colon. */
const KEY_AFTER = /^"?[ \t]*:/;

/**
 * Whether the value at `seg` continues the text ending at `prevEnd`: only list punctuation between them
 * (no `:`, bracket or brace: a key or another structure ends the run) and the value is no key itself.
 */
function joinsAsText(text: string, prevEnd: number, seg: MdSpan): boolean {
  if (!TEXT_GAP.test(text.slice(prevEnd, Math.min(seg.start, prevEnd + 201)))) return false;
  return !KEY_AFTER.test(text.slice(seg.end, seg.end + 8));
}

/** Escapes of a line break or tab inside a JSON string (`\n`, `\r`, `\t`): blanks when read as text. */
const LINE_ESCAPE = /\\[nrt]/g;

/**
 * `text` with, inside every run of more than one value, the characters between consecutive values
 * blanked (line breaks kept) and line-break escapes inside the values blanked: one pass over the text,
 * built only when some run joins values.
 */
export function joinedRunsText(
  text: string,
  segments: readonly MdSpan[],
  runs: readonly AddressedRun[],
): string {
  const pieces: string[] = [];
  let at = 0;
  for (const run of runs) {
    if (run.last === run.first) continue;
    for (let i = run.first; i <= run.last; i++) {
      const seg = segments[i]!;
      pieces.push(text.slice(at, seg.start), text.slice(seg.start, seg.end).replace(LINE_ESCAPE, '  '));
      at = seg.end;
      const next = i < run.last ? segments[i + 1]! : undefined;
      if (next) {
        pieces.push(text.slice(at, next.start).replace(/[^\n]/g, ' '));
        at = next.start;
      }
    }
  }
  if (at === 0) return text;
  pieces.push(text.slice(at));
  return pieces.join('');
}

/**
 * What stands between two string literals that the language joins into one string: Python's adjacent
 * literals (`"… unfiltered - runner differences are what "` / `"explain flakes) … to https://…"`, one per
 * line inside parentheses) and JavaScript's `+`: the closing quote, blanks, at most one line break, an
 * optional `+`, the opening quote. A comma, a key or a call between them makes two strings.
 */
function concatenates(gap: string): boolean {
  const m = /^["'`]([\s+]{0,160})[rRfFbBuU]{0,2}["'`]$/.exec(gap);
  if (!m) return false;
  const between = m[1]!;
  return between.split('\n').length <= 2 && between.split('+').length <= 2;
}

/**
 * The runs of a program's printed literals that the language concatenates into one string (a hook's
 * `GUIDANCE = ("…" "…" "…")`): read as one text, as the program prints it, so a sentence split over the
 * literals keeps its verb, object and destination together.
 */
export function concatenatedRuns(text: string, segments: readonly MdSpan[]): AddressedRun[] {
  const runs: AddressedRun[] = [];
  let open: AddressedRun | undefined;
  segments.forEach((seg, i) => {
    const prev = segments[i - 1];
    const joins =
      prev !== undefined && concatenates(text.slice(prev.end, Math.min(seg.start, prev.end + 170)));
    if (joins && open) open.last = i;
    else if (joins) {
      open = { first: i - 1, last: i };
      runs.push(open);
    } else open = undefined;
  });
  return runs;
}
