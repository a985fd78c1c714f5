import { parseMarkdown } from './markdown.js';

/**
 * Instruction counting for progressive-disclosure. An "imperative instruction" is defined narrowly so the
 * count means something: one sentence or list item of prose (fenced code, inline code and HTML comments
 * removed) that contains a directive word — must, never, always, do not / don't, should, shall, ensure,
 * make sure, avoid, required to — followed by another word (so `Severity: MUST |` labels do not count).
 * Instructions are counted once each after normalising case and spacing, so a rule repeated word for
 * word counts once.
 */

/** A directive word followed by a word (`MUST use`, `**MUST NOT** be`), not a label such as `Severity: MUST |`. */
const DIRECTIVE =
  /\b(?:must|never|always|do not|don['’]t|should|shall|ensure|make sure|avoid|required to)\b[\s*_]{0,10}[A-Za-z]/i;
const MAX_TEXT = 1_000_000;
const MAX_SENTENCE = 2_000;

export interface Instruction {
  /** Offset of the sentence in the text given. */
  offset: number;
  text: string;
}

/** The prose of a Markdown text with code and comments blanked out (offsets preserved). */
export function proseOnly(text: string): string {
  const src = text.slice(0, MAX_TEXT);
  const md = parseMarkdown(src);
  const chars = src.split('');
  const blank = (start: number, end: number) => {
    for (let i = start; i < end && i < chars.length; i++) if (chars[i] !== '\n') chars[i] = ' ';
  };
  for (const c of md.code) blank(c.start, c.end);
  for (const h of md.html) blank(h.start, h.end);
  const out = chars.join('');
  // Inline code spans on one line: `…` (linear: a backtick, non-backtick run, a backtick).
  return out.replace(/`[^`\n]*`/g, (m) => ' '.repeat(m.length));
}

/** Sentences and list items: split at line breaks that start a list item or a blank line, and after . ! ? */
function sentences(prose: string): Instruction[] {
  const out: Instruction[] = [];
  const re = /[^\n.!?]+(?:[.!?]+|\n|$)/g;
  for (let m = re.exec(prose); m; m = re.exec(prose)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const text = m[0].trim();
    if (text)
      out.push({
        offset: m.index + (m[0].length - m[0].trimStart().length),
        text: text.slice(0, MAX_SENTENCE),
      });
  }
  return out;
}

/** Distinct imperative instructions in a Markdown text, in order of first appearance. */
export function imperativeInstructions(markdown: string): Instruction[] {
  const seen = new Set<string>();
  const out: Instruction[] = [];
  for (const s of sentences(proseOnly(markdown))) {
    if (!DIRECTIVE.test(s.text)) continue;
    const key = s.text
      .toLowerCase()
      .replace(/^[-*+>#\d.)\s]+/, '')
      .replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return out;
}
