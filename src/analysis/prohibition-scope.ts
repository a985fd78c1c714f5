/**
 * The scope of a prohibition (docs/prose.md, "Prohibitions"): a marker that forbids — FORBIDDEN, PROHIBITED,
 * DO NOT, NEVER, Don't, Avoid, Not allowed, must not, 禁止, 不要, 絶対に…しない, verboten, interdit, prohibido …
 * — makes what it governs a thing forbidden, not asked. What it governs depends on where it stands:
 *  - a lead at the start of a clause ("**FORBIDDEN: `--flag`**", "禁止使用: …", "Never use …"): the rest of
 *    that clause;
 *  - a predicate after the object ("`--flag` is forbidden", "`--flag` は使用禁止"): the clause before it;
 *  - a label that ends in a colon (a line, a list item, a heading): the list items, or the lines of the
 *    paragraph, under it; a heading: the list items and table rows of its section;
 *  - a table column headed "Don't", "Avoid", "❌", "禁止" …, or a row whose first cell is such a label: the
 *    cells of that column or row.
 * The reading is defeated where the text lifts the prohibition: a struck-through marker (`~~Never~~`), a
 * condition that allows the act ("… unless the user asks", "except …", 除非, außer, sauf, salvo …) in the
 * same clause, an item or cell that opens with an order of its own ("Always …", "Instead …", "✅", 必须 …),
 * and an alternative ("…, but run …", "instead", 而是, ただし, sondern) ends the scope where it starts.
 * The markers, and what undoes a negation ("Don't forget to run …", an item "Skipping the preflight" under
 * "FORBIDDEN", "everywhere else"), are src/analysis/negation/'s (words.ts, undone.ts, clauses.ts): this module says how far they reach.
 * One reading for every prose rule: prompt-injection's phrases (rules/support/text-context.ts `isNegated`)
 * and the intents read by meaning (src/analysis/prose/intents.ts) ask the same question here. Pure, linear:
 * every pattern is a bounded alternation and the look-back is a bounded number of lines.
 */

import { ALTERNATIVE, allows, opensOrderWords } from './negation/clauses.js';
import { bansAsking } from './negation/objects.js';
import { omissionEnds, undoneBetween } from './negation/undone.js';
import { HEAD_CJK, HEAD_WORDS, LABEL_WORDS } from './negation/words.js';
import { trimEndChars } from './strings.js';

export interface ScopeSpan {
  start: number;
  end: number;
}

const L = '(?![\\p{L}\\p{N}])';
const HEAD = new RegExp(`^(?:(?:${HEAD_WORDS})${L}|${HEAD_CJK})`, 'iu');
/** A clause that opens with such a label: "Bad: …", "NG：…". */
const LABEL_ONLY = new RegExp(`^(?:${LABEL_WORDS})[*_ \\t]{0,4}[:：]`, 'iu');
const LABEL_WORD = new RegExp(`^(?:${LABEL_WORDS})$`, 'iu');
/** Any marker inside a short label ("Things you must never do:", "Forbidden actions:", "禁止事项："). */
const ANY_MARKER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${HEAD_WORDS})${L}|${HEAD_CJK}`, 'iu');

/** A predicate that forbids the clause before it: "`--flag` is forbidden", "… は使用禁止", "… ist verboten". */
const POSTPOSED = new RegExp(
  [
    `\\b(?:is|are|be)[ \\t]{1,4}(?:(?:strictly|absolutely|explicitly|always)[ \\t]{1,4})?(?:forbidden|prohibited|disallowed|banned|not allowed|not permitted|never allowed|never permitted)${L}`,
    `\\b(?:must|should|may)[ \\t]{1,4}(?:never|not)[ \\t]{1,4}be[ \\t]{1,4}(?:used|run|passed|set|enabled|added|given)${L}`,
    `\\b(?:ist|sind)[ \\t]{1,4}(?:streng[ \\t]{1,4})?(?:verboten|nicht erlaubt|untersagt)${L}`,
    `\\b(?:niemals|nie|nicht)[ \\t]{1,4}(?:verwenden|benutzen|nutzen|ausführen|setzen)${L}`,
    `\\b(?:est|sont)[ \\t]{1,4}(?:strictement[ \\t]{1,4})?(?:interdite?s?|proscrite?s?)${L}`,
    `(?:está|están|es|é|são|è|sono)[ \\t]{1,4}(?:(?:estrictamente|estritamente|severamente|rigorosamente)[ \\t]{1,4})?(?:prohibid[oa]s?|proibid[oa]s?|vietat[oaie])${L}`,
    '禁止|严禁|嚴禁|厳禁|不允许|不允許|不得使用|不要使用|不可使用|しないでください|しないこと|使用しない|使わない|금지|하지 ?마',
  ].join('|'),
  'iu',
);

/** Verbs that open an order after a label's colon: "Never skip this step: run …" asks to run. */
const ORDER_AFTER_COLON = new RegExp(
  `^[*_\\s]{0,6}(?:(?:run|execute|use|send|upload|post|install|add|set|call|fetch|download|paste|read|copy|open|ignore|skip|type|enter|launch|start|pass|include|append|write|save|always|then|instead|just|simply|go|make|do|please|führe|lance|ejecuta|esegui|execute)${L}|请|執行|执行|运行|実行)`,
  'iu',
);
/** Struck-through text is deleted text (GFM `~~…~~`): a struck marker forbids nothing. */
const STRUCK = /~~(?=\S)[^~\n]{1,200}?~~/g;
const blankStruck = (s: string) => (s.includes('~~') ? s.replace(STRUCK, (m) => ' '.repeat(m.length)) : s);

/** List markers, quote marks, check boxes, emphasis and verdict emoji before a line's words. */
const LINE_MARKUP =
  /^[ \t]{0,16}(?:>[ \t]{0,4}){0,3}(?:(?:[-*+]|\d{1,3}[.)])[ \t]{1,4})?(?:\[[ xX]\][ \t]{1,4})?(?:#{1,6}[ \t]{1,4})?/;
const EMPHASIS = /^(?:[*_]{1,3}|❌|🚫|⛔|✗|✘|👎|⚠️|⚠|❗|‼️)[ \t]{0,4}/u;
const LIST_ITEM = /^[ \t]{0,16}(?:>[ \t]{0,4}){0,3}(?:[-*+]|\d{1,3}[.)])[ \t]/;
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]/;
const TABLE_ROW = /^[ \t]{0,12}\|/;
/** Where a clause ends: a sentence stop (a closing quote or bracket may follow it), a semicolon, a dash. */
const CLAUSE_END = /[.!?]["'”’)\]]{0,2}(?=[ \t]|$)|[;；。！？]|[ \t][—–-][ \t]|—/u;
const LOOK_BACK_LINES = 60;
const LABEL_MAX = 60;

/** Where the line's words start, after markup, emphasis and blanked struck text. */
function contentFrom(line: string): number {
  let from = LINE_MARKUP.exec(line)?.[0].length ?? 0;
  for (let k = 0; k < 4; k++) {
    const m = EMPHASIS.exec(line.slice(from));
    if (!m) break;
    from += m[0].length;
  }
  while (from < line.length && (line[from] === ' ' || line[from] === '\t')) from++;
  return from;
}
const CLAUSE_ENDS = new RegExp(CLAUSE_END.source, 'gu');
/** Where the last clause of `s[from, to)` starts: after its last clause end, or `from`. */
function lastClauseStart(s: string, from: number, to: number): number {
  let start = from;
  for (const m of s.slice(from, to).matchAll(CLAUSE_ENDS)) start = from + m.index + m[0].length;
  return start;
}

/** The text up to the first clause end, from `from`. */
function clauseEnd(s: string, from: number): number {
  const m = CLAUSE_END.exec(s.slice(from));
  return m ? from + m.index : s.length;
}

/** The words of a label line before its closing colon, or undefined when the line is no label. */
function labelWords(line: string): string | undefined {
  const body = trimEndChars(line.slice(contentFrom(line)), '*_ \t');
  const colon = Math.max(body.lastIndexOf(':'), body.lastIndexOf('：'));
  if (colon < 0 || body.slice(colon + 1).replace(/[*_ \t]/g, '') !== '') return undefined;
  // The label is the last clause before the colon: "Don't have a key? Get one:" is no prohibition.
  const head = body.slice(0, colon);
  const from = lastClauseStart(head, 0, head.length);
  const words = head.slice(from).replace(/[*_`]/g, '').trim();
  return words.length <= LABEL_MAX ? words : undefined;
}

const CONDITION_LEAD =
  /^(?:if|when|whenever|unless|in case|once|wenn|falls|si|quand|cuando|se|als|如果|若|もし)(?![\p{L}])/iu;

/** A label that forbids what is under it: "**Never:**", "Things you must never do:", "禁止事项：", "Bad:". */
function isLabel(line: string): boolean {
  const words = labelWords(line);
  if (words === undefined || CONDITION_LEAD.test(words)) return false;
  if (allows(words) || ALTERNATIVE.test(words)) return false;
  const m = ANY_MARKER.exec(words);
  // "Don't forget:", "Never skip these steps:": the label asks for what is under it.
  if (m && undoneBetween(words, m.index, m.index + m[0].length, words.length + 1)) return false;
  return m !== null || LABEL_WORD.test(words);
}

/** A heading that forbids what its section lists ("## Don'ts", "### ❌ Avoid", "## 禁止事项"). */
function isProhibitionHeading(line: string): boolean {
  if (!HEADING.test(line)) return false;
  const words = line
    .slice(contentFrom(line))
    .replace(/[*_`:：]/g, ' ')
    .trim();
  if (allows(words) || ALTERNATIVE.test(words)) return false;
  const m = ANY_MARKER.exec(words);
  if (m && undoneBetween(words, m.index, m.index + m[0].length, words.length + 1)) return false;
  return HEAD.test(words) || (words.length <= LABEL_MAX && m !== null);
}

/** Clause starts in `line` before `col`: the line's words, and after each clause end or colon. */
function clauseStarts(line: string, from: number, col: number): { start: number; colons: number[] } {
  let start = lastClauseStart(line, from, col);
  while (start < col && /[ \t*_]/.test(line[start]!)) start++;
  const colons: number[] = [];
  for (let k = start; k < col && colons.length < 3; k++)
    if (line[k] === ':' || line[k] === '：') colons.push(k);
  return { start, colons };
}

/**
 * The head marker of the clause that holds col, from `s`: the marker, and where its scope ends on the line.
 * After a label's colon an order of its own is not under it: "Never skip this step: run …" asks to run.
 */
function headScope(line: string, s: number, col: number, end: number): number | undefined {
  const clause = line.slice(s, end);
  const head = HEAD.exec(clause) ?? LABEL_ONLY.exec(clause);
  if (!head) return undefined;
  const after = s + head[0].length;
  // "Do not ask again: merge …", "Never ask for confirmation before deleting": asking is what is banned.
  if (bansAsking(line.slice(after, end))) return undefined;
  // "Don't forget to run …", "Never skip uploading …", "不要忘记运行 …": the negation of a verb of leaving out.
  if (undoneBetween(line, s, after, col)) return undefined;
  const colon = line.slice(after, col).search(/[:：]/);
  if (colon >= 0) {
    const label = line.slice(after, after + colon).trim();
    // "FORBIDDEN:", "Do not use:" — the marker and at most one word label what follows the colon.
    if (label.split(/\s+/).length > 1 && ORDER_AFTER_COLON.test(line.slice(after + colon + 1)))
      return undefined;
  }
  const alt = ALTERNATIVE.exec(line.slice(after, end));
  const z = alt ? after + alt.index : end;
  return col < z ? z : undefined;
}

/** Whether a marker at the head of the clause holding col, or a predicate after it, forbids col. */
function clauseForbids(line: string, col: number): boolean {
  const { start, colons } = clauseStarts(line, contentFrom(line), col);
  const end = clauseEnd(line, col);
  if (allows(line.slice(start, end))) return false;
  // "**Rule:** never …": a marker after a label's colon heads its own clause.
  for (const s of [start, ...colons.map((c) => c + 1)]) {
    let k = s;
    while (k < col && /[ \t*_]/.test(line[k]!)) k++;
    if (headScope(line, k, col, end) !== undefined) return true;
  }
  const post = POSTPOSED.exec(line.slice(col, end));
  if (post === null) return false;
  // "… をスキップしないでください": the predicate negates the verb of leaving out before it.
  const before = line.slice(start, col + post.index);
  return !ALTERNATIVE.test(before) && !omissionEnds(before);
}

/** How far either side of an offset its line is read: a clause, a label or a cell is shorter. */
const LINE_REACH = 2_000;
/** A line above longer than this is prose, not a label, an item's lead or a table row: read as cut. */
const LINE_ABOVE_MAX = 400;

/** The last line break before `pos` within `reach` (-1: the text starts there; undefined: none in reach). */
function breakBefore(text: string, pos: number, reach: number): number | undefined {
  const from = Math.max(0, pos - reach);
  const i = text.slice(from, pos).lastIndexOf('\n');
  if (i >= 0) return from + i;
  return from === 0 ? -1 : undefined;
}

/**
 * The line holding `offset`, at most LINE_REACH either side of it, struck text blanked; `cut` when its start
 * is out of reach (a line that long is prose: only its own clauses are read).
 */
function lineAt(
  text: string,
  offset: number,
): { lineStart: number; line: string; col: number; cut: boolean } {
  const b = breakBefore(text, offset, LINE_REACH);
  const lineStart = b === undefined ? offset - LINE_REACH : b + 1;
  const ahead = text.slice(offset, offset + LINE_REACH);
  const nl = ahead.indexOf('\n');
  const end = nl < 0 ? offset + ahead.length : offset + nl;
  return {
    lineStart,
    line: blankStruck(text.slice(lineStart, end)),
    col: offset - lineStart,
    cut: b === undefined,
  };
}

/** The lines above `lineStart`, nearest first, at most LOOK_BACK_LINES, struck text blanked. */
function linesAbove(text: string, lineStart: number): string[] {
  const out: string[] = [];
  let end = lineStart - 1;
  while (end >= 0 && out.length < LOOK_BACK_LINES) {
    const b = breakBefore(text, end, LINE_ABOVE_MAX);
    // A line longer than LINE_ABOVE_MAX is prose, not a label, an item's lead or a table row: the walk ends.
    if (b === undefined) {
      out.push(text.slice(end - LINE_ABOVE_MAX, end));
      break;
    }
    out.push(blankStruck(text.slice(b + 1, end)));
    end = b;
  }
  return out;
}

const indentOf = (line: string) => /^[ \t>]*/.exec(line)![0].length;

/**
 * A list item, or a line of a paragraph, under a prohibition label or heading: the label line above it (the
 * lead of its list, a parent item, the first line of its paragraph) or the section heading the list opens,
 * when no parent item on the way up opens with an order of its own.
 */
function ledByProhibition(text: string, lineStart: number, line: string): boolean {
  const item = LIST_ITEM.test(line);
  let indent = indentOf(line);
  let blanks = 0;
  for (const t of linesAbove(text, lineStart)) {
    if (t.trim() === '') {
      // A paragraph ends at a blank line; a loose list goes on across one.
      if (!item || ++blanks > 1) return false;
      continue;
    }
    blanks = 0;
    if (HEADING.test(t)) return item && isProhibitionHeading(t);
    if (TABLE_ROW.test(t)) return false;
    const isItem = LIST_ITEM.test(t);
    const ind = indentOf(t);
    if (isItem && ind >= indent) continue;
    if (isLabel(t)) return true;
    if (!item) continue;
    if (!isItem) {
      // An indented line continues an item; a line at the list's own indent is its lead paragraph.
      if (ind > indent) continue;
      return false;
    }
    // A parent item: the list is under it, and it is read the same way up.
    if (opensOrderWords(t.slice(contentFrom(t)))) return false;
    indent = ind;
  }
  return false;
}

/** The cells of a table row, as [start, end) of each cell's text in the row. */
function cellsOf(row: string): ScopeSpan[] {
  const out: ScopeSpan[] = [];
  let start = row.indexOf('|') + 1;
  let code = false;
  for (let i = start; i < row.length; i++) {
    const c = row[i];
    if (c === '`') code = !code;
    else if (c === '\\') i++;
    else if (c === '|' && !code) {
      out.push({ start, end: i });
      start = i + 1;
    }
  }
  if (row.slice(start).trim() !== '') out.push({ start, end: row.length });
  return out;
}

// A label word ("No", "Bad") heads a column only alone: "No rules" names a pattern in a catalogue's row.
const CELL_MARKER = new RegExp(
  `^(?:(?:${HEAD_WORDS})${L}|(?:${LABEL_WORDS})$|${HEAD_CJK}|❌|🚫|⛔|✗|✘|👎)`,
  'iu',
);
const SEPARATOR_ROW = /^[|:\- \t]{3,}$/;

function cellForbids(cell: string): boolean {
  const words = cell.replace(/[*_`:：]/g, ' ').trim();
  return words.length <= 40 && CELL_MARKER.test(words) && !allows(words) && !ALTERNATIVE.test(words);
}

/** A table cell under a column headed "Don't", "Avoid", "❌", "禁止" …, or after a row label of that kind. */
function tableForbids(text: string, lineStart: number, line: string, col: number): boolean {
  const cells = cellsOf(line);
  const k = cells.findIndex((c) => col >= c.start && col < c.end);
  if (k < 0) return false;
  const own = line.slice(cells[k]!.start, cells[k]!.end);
  if (opensOrderWords(own.slice(contentFrom(own)))) return false;
  if (clauseForbids(own, col - cells[k]!.start)) return true;
  if (k > 0 && cellForbids(line.slice(cells[0]!.start, cells[0]!.end))) return true;
  const above = linesAbove(text, lineStart);
  for (let i = 0; i < above.length; i++) {
    const t = above[i]!;
    if (!TABLE_ROW.test(t) && !SEPARATOR_ROW.test(t)) return false;
    if (!SEPARATOR_ROW.test(t) || !t.includes('--')) continue;
    const header = above[i + 1];
    const h = header === undefined ? undefined : cellsOf(header)[k];
    return h !== undefined && cellForbids(header!.slice(h.start, h.end));
  }
  return false;
}

/**
 * Whether `offset` in `text` lies in the scope of a prohibition that nothing defeats: one on the same line,
 * above it in its list or paragraph, at the head of its section's list, or over its table column or row.
 */
export function prohibitedAt(text: string, offset: number): boolean {
  const { lineStart, line, col, cut } = lineAt(text, offset);
  if (cut) return clauseForbids(line, col);
  if (TABLE_ROW.test(line)) return tableForbids(text, lineStart, line, col);
  if (clauseForbids(line, col)) return true;
  const from = contentFrom(line);
  const words = line.slice(from);
  if (opensOrderWords(words) || allows(words.slice(0, clauseEnd(words, 0)))) return false;
  // An alternative before the offset on its line ("- `--x`; instead use `--y`") leaves it out.
  if (ALTERNATIVE.test(line.slice(from, col))) return false;
  return ledByProhibition(text, lineStart, line);
}

/**
 * A negator found at `negator` (ending at `end`) no longer governs `offset`: a verb of leaving out undoes it, struck through, separated from it by a clause end
 * or an alternative ("Do not run X; run `Y`", "Never use X, but use `Y`"), or its clause lets the act
 * happen on a condition ("Never skip the check unless the user asks"). For readers that find the negator
 * with a pattern of their own (a sentence's "never", "do not").
 */
export function negationLifted(text: string, negator: number, offset: number, end = negator): boolean {
  if (negator >= offset || offset - negator > LINE_REACH) return false;
  // "Don't forget to follow …", "Never skip …": a verb of leaving out undoes the negator (negation/undone.ts).
  if (undoneBetween(text, negator, end, offset)) return true;
  const { lineStart, line: span } = lineAt(text, negator);
  const a = negator - lineStart;
  const b = offset - lineStart;
  // A negator inside struck-through text is blanked in the span.
  if (span[a] === ' ' && text[negator] !== ' ') return true;
  const between = span.slice(a, b);
  if (CLAUSE_END.test(between) || ALTERNATIVE.test(between)) return true;
  return allows(span.slice(a, clauseEnd(span, b)));
}

/**
 * The last sentence `opensOrder` read and its answer: the sentence reader asks it for a sentence's item
 * (sentence.ts `orderedItem`) and the sentence's role asks again for the same text (roles.ts), for every
 * sentence of a document.
 */
let lastSentence: string | undefined;
let lastOpens = false;

/** A sentence or item that opens with an order of its own ("Always …", "Instead …", "✅", 必须 …). */
export function opensOrder(sentence: string): boolean {
  if (sentence === lastSentence) return lastOpens;
  const s = blankStruck(sentence.slice(0, LINE_ABOVE_MAX));
  lastOpens = opensOrderWords(s.slice(contentFrom(s)));
  lastSentence = sentence;
  return lastOpens;
}
