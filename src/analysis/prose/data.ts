import type { MdSpan } from '../markdown.js';
import { EXPECTED_KEY, TEST_CASES } from '../test-cases.js';

/**
 * The readable text of a data file, as spans of the original: JSON string literals, YAML values and list
 * items, CSV cells, SVG text nodes and comments; plain text (alt text, hook output) whole. One character
 * loop per kind, no parser (a data file may be malformed on purpose), bounded by MAX_SEGMENTS.
 */

export type DataKind = 'json' | 'yaml' | 'csv' | 'svg' | 'text' | 'alt-text' | 'hook-output' | 'code-comment';

export const MAX_SEGMENTS = 100_000;

export function dataSegments(text: string, kind: DataKind): { segments: MdSpan[]; capped: boolean } {
  const out: MdSpan[] = [];
  const push = (start: number, end: number) => {
    if (end > start && out.length < MAX_SEGMENTS) out.push({ start, end });
  };
  if (kind === 'json') jsonStrings(text, push);
  else if (kind === 'csv') csvCells(text, push);
  else if (kind === 'svg') svgText(text, push);
  else if (kind === 'yaml') yamlValues(text, push);
  else push(0, text.length);
  return { segments: out, capped: out.length >= MAX_SEGMENTS };
}

type Push = (start: number, end: number) => void;

function jsonStrings(text: string, push: Push): void {
  const cases = TEST_CASES.test(text);
  let i = 0;
  // The key the next string is the value of, when the string before it was followed by a colon.
  let key = '';
  while (i < text.length) {
    const q = text.indexOf('"', i);
    if (q < 0) return;
    let j = q + 1;
    while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    const isKey = /^\s{0,40}:/.test(text.slice(j + 1, j + 42));
    const expected = !isKey && cases && EXPECTED_KEY.test(key);
    if (!expected) push(q + 1, Math.min(j, text.length));
    key = isKey ? text.slice(q + 1, j) : '';
    i = j + 1;
  }
}

function csvCells(text: string, push: Push): void {
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && !(text[j] === '"' && text[j + 1] !== '"')) j += text[j] === '"' ? 2 : 1;
      push(i + 1, Math.min(j, text.length));
      i = j + 1;
      while (i < text.length && text[i] !== ',' && text[i] !== '\n') i++;
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && text[j] !== ',' && text[j] !== '\n') j++;
    push(i, j);
    i = j + 1;
  }
}

function svgText(text: string, push: Push): void {
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? text.length : lt;
    if (text.slice(i, end).trim()) push(i, end);
    if (lt < 0) return;
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      const ce = close < 0 ? text.length : close;
      push(lt + 4, ce);
      i = ce + 3;
      continue;
    }
    const gt = text.indexOf('>', lt);
    if (gt < 0) return;
    i = gt + 1;
  }
}

/**
 * Assertion types of LLM-graded evals (promptfoo's `llm-rubric`, `model-graded-*`, `g-eval` …): the `value`
 * beside one is the grading model's rubric ("FAIL if it says the rule no longer applies"), which describes
 * expected answers; the agent under test never reads it as an instruction.
 */
const GRADER_TYPE =
  /^["']?(?:llm-rubric|model-graded-[\w-]{1,40}|g-eval|factuality|answer-relevance|context-(?:faithfulness|recall|relevance)|select-best|classifier)["']?$/;

function yamlValues(text: string, push: Push): void {
  const cases = TEST_CASES.test(text);
  let ls = 0;
  // The column of a `type:` key naming a grader: a `value:` key in the same mapping is its rubric.
  let rubricCol = -1;
  while (ls <= text.length) {
    const nl = text.indexOf('\n', ls);
    const le = nl < 0 ? text.length : nl;
    let i = ls;
    while (i < le && (text[i] === ' ' || text[i] === '\t' || text[i] === '-')) i++;
    // `key: value` → the value; a bare line (list item, block scalar line) → the whole line.
    const colon = text.indexOf(': ', i);
    const keyed = colon >= 0 && colon < le && /^[\w"'.-]{1,80}$/.test(text.slice(i, colon));
    let from = keyed ? colon + 2 : i;
    let end = le;
    const key = keyed ? text.slice(i, colon) : '';
    // The grader's mapping ends at a key further left, or at the next list item at its column.
    const col = i - ls;
    if (
      rubricCol >= 0 &&
      i < le &&
      (col < rubricCol || (col === rubricCol && text.slice(ls, i).includes('-')))
    )
      rubricCol = -1;
    if (key === 'type' && GRADER_TYPE.test(text.slice(from, le).trim())) rubricCol = col;
    const rubric = (key === 'value' && col === rubricCol) || (cases && EXPECTED_KEY.test(key));
    while (end > from && (text[end - 1] === ' ' || text[end - 1] === '\t' || text[end - 1] === '\r')) end--;
    // A quoted scalar's quotes are YAML syntax, not a quotation: the sentence inside is what the agent reads.
    const q = text[from];
    if ((q === '"' || q === "'") && end - from >= 2 && text[end - 1] === q) {
      from++;
      end--;
    }
    if (nl >= 0 && BLOCK_SCALAR.test(text.slice(from, end))) {
      // `key: >-` / `key: |`: the indented lines below are one value, read as one text (a sentence
      // folded over three lines is one sentence, and "run" on one line asks for the command on the next).
      const block = blockScalarEnd(text, nl + 1, indentOf(text, ls));
      if (block.contentEnd > block.contentStart && !rubric) push(block.contentStart, block.contentEnd);
      if (block.next >= text.length) return;
      ls = block.next;
      continue;
    }
    if (text[i] !== '#' && !rubric) push(from, end);
    if (nl < 0) return;
    ls = nl + 1;
  }
}

/** A block scalar's header: `|` or `>`, then an indentation and/or chomping indicator, in either order. */
const BLOCK_SCALAR = /^[|>](?:[1-9]?[+-]?|[+-][1-9]?)$/;

function indentOf(text: string, ls: number): number {
  let i = ls;
  while (text[i] === ' ') i++;
  return i - ls;
}

/**
 * The lines of a block scalar from `ls`: every following line indented deeper than its key, or blank.
 * Where its text starts and ends, and where the next line after it starts.
 */
function blockScalarEnd(
  text: string,
  ls: number,
  keyIndent: number,
): { contentStart: number; contentEnd: number; next: number } {
  let contentStart = -1;
  let contentEnd = -1;
  let at = ls;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const le = nl < 0 ? text.length : nl;
    const indent = indentOf(text, at);
    const blank = text.slice(at + indent, le).trim() === '';
    if (!blank && indent <= keyIndent) break;
    if (!blank) {
      if (contentStart < 0) contentStart = at + indent;
      contentEnd = le;
      while (contentEnd > contentStart && /[ \t\r]/.test(text[contentEnd - 1]!)) contentEnd--;
    }
    if (nl < 0) return { contentStart, contentEnd, next: text.length };
    at = nl + 1;
  }
  return { contentStart, contentEnd, next: at };
}
