import type { Lang } from '../facts.js';
import type { UnitHandle } from './collector.js';
import { FN_HEADER } from './hook-decisions.js';
import { callNames, SEGMENT_PARSER } from './hook-prefix-gates.js';

/**
 * Two facts hook scripts that answer permission requests need beside the answer itself:
 * - `approve-relay`: a function whose body calls other functions. Decision helpers are layered
 *   (`allow()` in a classifier library calls `hook_allow()` in a compatibility file, which prints the
 *   answer), so a prefix test whose branch calls `allow` approves as surely as one that prints it.
 * - `command-split`: the code splits the command into its simple commands before deciding (`shfmt
 *   --tojson`, bashlex), so a first word compared there is each command's, not only the first one's.
 * Read from the text with bounded regexes; the rule joins them across the files a hook reaches.
 */

const MAX_TEXT = 128 * 1024;
const MAX_RELAYS = 48;
const MAX_BODY = 1500;
const RELAY_LANGS: ReadonlySet<Lang> = new Set<Lang>(['python', 'javascript', 'typescript', 'shell']);
/** Only files that speak of deciding (the cheap test first). */
const DECIDING = /allow|approve|permission/i;

export function addHookRelays(unit: UnitHandle): void {
  if (!RELAY_LANGS.has(unit.spec.lang)) return;
  const text = unit.text.slice(0, MAX_TEXT);
  if (!DECIDING.test(text)) return;
  const split = SEGMENT_PARSER.exec(text);
  if (split)
    unit.emit({ kind: 'command-split', key: 'command-split' }, split.index, split.index + split[0].length);
  let emitted = 0;
  for (const h of text.matchAll(FN_HEADER)) {
    if (emitted >= MAX_RELAYS) break;
    const fn = h[2] ?? h[3] ?? h[4] ?? h[5];
    if (!fn) continue;
    const start = h.index! + h[0].length;
    const body = bodyOf(text, start, h[1]!.length);
    const calls = callNames(body).filter((c) => c !== fn);
    if (calls.length === 0) continue;
    const headStart = h.index! + (h[0].startsWith('\n') ? 1 : 0);
    unit.emit(
      { kind: 'approve-relay', fn, calls: calls.slice(0, 8), key: `approve-relay:${fn}` },
      headStart,
      start,
    );
    emitted++;
  }
}

/** A function body: the rest of the header line, then the lines indented deeper than the header. */
function bodyOf(text: string, from: number, indent: number): string {
  const limit = Math.min(text.length, from + MAX_BODY);
  let end = text.indexOf('\n', from);
  if (end < 0 || end > limit) return text.slice(from, limit);
  for (;;) {
    const next = text.indexOf('\n', end + 1);
    const line = text.slice(end + 1, next < 0 ? text.length : next);
    if (line.trim() !== '' && /^[ \t]*/.exec(line)![0].length <= indent) break;
    if (next < 0 || next > limit) {
      end = limit;
      break;
    }
    end = next;
  }
  return text.slice(from, end);
}
