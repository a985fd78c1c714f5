import { isDataPath, isMarkdownPath, type TextTarget } from './text-context.js';

/**
 * Is a role or boundary token (`<|im_start|>`, `</skill>`, `[INST]`, `<system>` …) a boundary forged to the
 * reading agent, or the token quoted as data or documentation? Decided by where it sits, not by what the
 * words around it say:
 *
 * - forged: the token starts a turn — it opens a line (or follows a sentence end or another tag) and the
 *   text after it is content the agent is meant to take as that turn;
 * - quoted: inside a string literal of code (`tokenizer.encode("…<|im_end|>\n<|im_start|>assistant")`) or
 *   an inline code span;
 * - mentioned: the subject of a sentence ("… prefilling only the reply prefix: <|im_start|>assistant"),
 *   with nothing but a role name or markup after it on its line and no turn content on the next line;
 * - markup: a closing tag that closes an element the same text opened, followed by more elements of that
 *   XML (a worked example of the `<available_skills>` format), not by prose;
 * - sample: in a fenced block the text introduces with a caption ("**Output:**", "the format is:"), the
 *   rendering of a template or of a program's output. Fences count in plain-text files too (an `.txt`
 *   export of Markdown docs keeps its fences).
 *
 * Every scan is bounded to the token's line, a few lines after it, or a fixed window before it.
 */
export type BoundaryUse = 'forged' | 'quoted' | 'mentioned' | 'markup' | 'sample';

export const BOUNDARY_USE_WHERE: Record<Exclude<BoundaryUse, 'forged'>, string> = {
  quoted: ' (the token inside a string literal or inline code: data about a chat template, not a turn)',
  mentioned: ' (the token named in a sentence about it, with no turn content after it)',
  markup: ' (a closing tag of XML the text itself opens and continues: a format example)',
  sample: ' (inside a captioned sample of a template or output)',
};

/** Tags that open or close a turn: after a closing tag, they start the forged turn, not more markup. */
const TURN_TAGS = new Set([
  'system',
  'system-reminder',
  'system_prompt',
  'assistant_instructions',
  'user',
  'user_query',
  'assistant',
  'human',
  'instructions',
]);

/** How far back an opening tag may sit for a closing one to count as closing it. */
const OPENER_WINDOW = 4000;
/** How far a line may run when we look at it. */
const LINE_CAP = 2000;

export function boundaryUse(t: TextTarget, start: number, end: number): BoundaryUse {
  const text = t.norm.text;
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const le = lineEndAt(text, end);
  const before = text.slice(Math.max(ls, start - LINE_CAP), start);
  const after = text.slice(end, le);
  if (oddCount(before, '`') && after.includes('`')) return 'quoted';
  if (!isDataPath(t.path) && inStringLiteral(before, after)) return 'quoted';
  if (mentionedMidLine(text, before, after, le)) return 'mentioned';
  // `/tmp/<system>-announced-<UUID>`: a slot inside a path or name, glued to it on both sides.
  if (/[\w/.-]$/.test(before) && /^[\w/.-]/.test(after)) return 'mentioned';
  if (closesOwnMarkup(text, start, end)) return 'markup';
  if (inCaptionedSample(t, start)) return 'sample';
  return 'forged';
}

function lineEndAt(text: string, from: number): number {
  const e = text.indexOf('\n', from);
  return e < 0 ? Math.min(text.length, from + LINE_CAP) : Math.min(e, from + LINE_CAP);
}

function oddCount(s: string, ch: string): boolean {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n % 2 === 1;
}

/** Characters after which a quote opens a string in code: a call's argument, an assignment, a list item. */
const STRING_OPENERS = new Set(['(', '=', '[', ',', '{', ':']);

/**
 * The token sits in a string literal on its line: an open quote before it that follows a code opener
 * (`encode("`, `= '`, `["`) and a closing quote after it. Prose apostrophes ("don't") never follow an
 * opener, so they do not count. Escaped quotes are skipped.
 */
function inStringLiteral(before: string, after: string): boolean {
  let open: string | undefined;
  for (let i = 0; i < before.length; i++) {
    const c = before[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (open) {
      if (c === open) open = undefined;
      continue;
    }
    if ((c === '"' || c === "'") && STRING_OPENERS.has(lastNonBlank(before, i))) open = c;
  }
  if (!open) return false;
  for (let i = 0; i < after.length; i++) {
    if (after[i] === '\\') i++;
    else if (after[i] === open) return true;
  }
  return false;
}

function lastNonBlank(s: string, before: number): string {
  for (let i = before - 1; i >= 0; i--) if (s[i] !== ' ' && s[i] !== '\t') return s[i]!;
  return '';
}

/**
 * Named in a sentence: words lead to it on its line and do not end a sentence or a tag there ("the reply
 * prefix: <|im_start|>assistant"); after it on the line comes at most a role name and markup, no run of
 * words; and the line after is blank, so no turn content follows. "Done. <|im_start|>system" starts a turn.
 */
function mentionedMidLine(text: string, before: string, after: string, lineEnd: number): boolean {
  const lead = before.trimEnd();
  if (!/[A-Za-z]/.test(lead)) return false;
  if (/[.!?>\]]$/.test(lead)) return false;
  if (hasWordRun(after.replace(/<[^<>\n]{0,80}>/g, ' '), 3)) return false;
  const next = text.slice(lineEnd + 1, lineEndAt(text, lineEnd + 1));
  return lineEnd >= text.length || next.trim() === '';
}

/** A run of `n` plain words in a row: prose, not a role name or a JSON fragment. */
function hasWordRun(s: string, n: number): boolean {
  let run = 0;
  for (const w of s.split(/\s+/)) {
    if (/^[A-Za-z][A-Za-z'’-]*[.,;!?]?$/.test(w)) {
      run++;
      if (run >= n) return true;
    } else if (w !== '') run = 0;
  }
  return false;
}

/**
 * `</skill>` closing a `<skill>` the same text opened, followed by the next element (`<skill>`, `<name>`,
 * `</available_skills>`) rather than prose: the text shows an XML format. A forged `</skill>` closes the
 * element the runtime wrapped the skill in — the text never opened it — or is followed by turn content.
 */
function closesOwnMarkup(text: string, start: number, end: number): boolean {
  const tag = text.slice(start, end);
  const name = /^<\/([A-Za-z_-]{1,40})>$/.exec(tag)?.[1];
  if (!name) return false;
  const from = Math.max(0, start - OPENER_WINDOW);
  const opened = text.lastIndexOf(`<${name}>`, start);
  if (opened < from || text.lastIndexOf(tag, start - 1) > opened) return false;
  const next = /^<\/?([A-Za-z_-]{1,40})>/.exec(text.slice(end, end + 200).trimStart())?.[1];
  return next !== undefined && !TURN_TAGS.has(next.toLowerCase());
}

/**
 * In a fenced block whose caption (the last non-blank line before the fence) ends with a colon: the text
 * presents the block as a sample ("**Output:**", "Example prompt:", "the template looks like:").
 */
function inCaptionedSample(t: TextTarget, start: number): boolean {
  const fence = fenceStartBefore(t, start);
  if (fence === undefined) return false;
  const text = t.norm.text;
  let e = fence - 1;
  for (let guard = 0; guard < 5 && e > 0; guard++) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    const line = text.slice(s, e).trim();
    if (line !== '') return /:[*_]{0,3}$/.test(line);
    e = s - 1;
  }
  return false;
}

const FENCE = /^[ \t]{0,3}(?:`{3,}|~{3,})/;
/** Fenced blocks of each normalised text, found once: [fence line start, closing fence line start). */
const FENCED = new WeakMap<object, Array<[number, number]>>();
const MAX_FENCES = 5000;

/**
 * Where the fenced block holding `at` starts (normalised offset of the fence line), if any. Markdown and
 * plain text alike: fences are found by toggling on fence lines from the top, once per text and bounded
 * by a block count. Data files (JSON, YAML, CSV) have no fences.
 */
function fenceStartBefore(t: TextTarget, at: number): number | undefined {
  if (isDataPath(t.path) && !isMarkdownPath(t.path)) return undefined;
  let blocks = FENCED.get(t.norm);
  if (!blocks) {
    blocks = fencedBlocks(t.norm.text);
    FENCED.set(t.norm, blocks);
  }
  return blocks.find(([s, e]) => at > s && at < e)?.[0];
}

function fencedBlocks(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let open: number | undefined;
  for (let s = 0; s < text.length && out.length < MAX_FENCES; ) {
    const e = text.indexOf('\n', s);
    const stop = e < 0 ? text.length : e;
    if (FENCE.test(text.slice(s, Math.min(stop, s + 8)))) {
      if (open === undefined) open = s;
      else {
        out.push([open, s]);
        open = undefined;
      }
    }
    if (e < 0) break;
    s = e + 1;
  }
  if (open !== undefined) out.push([open, text.length]);
  return out;
}
