import { looksLikeCommands } from './code/sniff.js';
import type { Placement } from './facts.js';

/**
 * The frontmatter values a runtime puts in the model's context at every session — `description` and
 * `when_to_use`, listed with the skill's name — found in the text as written, with their offsets, so the
 * prose and code analysis that reads a body reads them too: an instruction or a command in a description
 * reaches the model before the skill is even chosen. Found by their lines (key at column 0, then the lines
 * indented under it), not by a YAML parse: the worker that extracts facts has only the text, and a value the
 * runtime's YAML reads differently is reported by the frontmatter rules anyway.
 */

const LISTED_KEY = /^(description|when_to_use)[ \t]*:[ \t]*/gm;
/** A value this long is padding, not a description; the listing rules report its length. */
const MAX_VALUE = 16_384;

export interface ValueSpan {
  key: string;
  start: number;
  end: number;
}

/** The spans of the listed values inside the frontmatter (`text[0, bodyStart)`). */
export function listedValueSpans(text: string, bodyStart: number): ValueSpan[] {
  const fm = text.slice(0, bodyStart);
  const out: ValueSpan[] = [];
  for (const m of fm.matchAll(LISTED_KEY)) {
    const start = m.index + m[0].length;
    let end = fm.indexOf('\n', start);
    if (end < 0) end = fm.length;
    // Continuation lines: indented, or blank inside a block scalar.
    while (end < fm.length) {
      const next = fm.indexOf('\n', end + 1);
      const line = fm.slice(end + 1, next < 0 ? fm.length : next);
      if (!/^[ \t]+\S/.test(line) && line.trim() !== '') break;
      if (line.trim() === '' && !/^[ \t]/.test(fm.slice((next < 0 ? fm.length : next) + 1))) break;
      end = next < 0 ? fm.length : next;
    }
    if (end > start) out.push({ key: m[1]!, start, end: Math.min(end, start + MAX_VALUE) });
  }
  return out;
}

/** Verbs before a command in a description that ask the model to run it. */
const ASKED = /\b(?:run|runs|execute|executes|exec|call|invoke|install|source|type|paste)\b[^`.;]{0,80}$/i;

/**
 * Backtick commands in text values: in the listed values, what the model is told to run before anyone opened
 * the skill; in a data file's strings, what a value the agent reads asks it to run. A command after a verb
 * that asks (`run`, `execute` …) is `instructed`; any other is `unasked` (a description: runnable as
 * written; a data value: named, not run).
 */
export function backtickCommands(
  text: string,
  spans: readonly { start: number; end: number }[],
  unasked: Placement = 'runnable',
): Array<{ code: string; start: number; placement: Placement }> {
  const out: Array<{ code: string; start: number; placement: Placement }> = [];
  for (const s of spans) {
    const value = text.slice(s.start, s.end);
    for (const m of value.matchAll(/`([^`\n]{1,2000})`/g)) {
      const code = m[1]!;
      if (!looksLikeCommands(code)) continue;
      const before = value.slice(Math.max(0, m.index - 120), m.index);
      out.push({
        code,
        start: s.start + m.index + 1,
        placement: ASKED.test(before) ? 'instructed' : unasked,
      });
      if (out.length >= 32) return out;
    }
  }
  return out;
}
