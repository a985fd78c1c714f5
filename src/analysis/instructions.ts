/**
 * Instruction counting for progressive-disclosure. An "imperative instruction" is defined narrowly so the
 * count means something: one sentence or list item of prose (fenced code, inline code and HTML comments
 * removed) that contains a directive word — must, never, always, do not / don't, should, shall, ensure,
 * make sure, avoid, required to — followed by another word (so `Severity: MUST |` labels do not count).
 * Instructions are counted once each after normalising case and spacing, so a rule repeated word for
 * word counts once.
 */

/** A directive word followed by a word (`MUST use`, `**MUST NOT** be`), not a label such as `Severity: MUST |`. */
const DIRECTIVE_WORDS = "must|never|always|do not|don['’]t|should|shall|ensure|make sure|avoid|required to";
const DIRECTIVE = new RegExp(`\\b(?:${DIRECTIVE_WORDS})\\b[\\s*_]{0,10}[A-Za-z]`, 'i');
/**
 * The directive words alone. Blanking code and comments (`proseOnly`) only turns characters into spaces, so
 * it never makes a directive word or its word boundaries: a text without one holds no instruction, and most
 * descriptions (every skill's, counted per catalogue) are dismissed without being split into sentences.
 */
const DIRECTIVE_WORD = new RegExp(`\\b(?:${DIRECTIVE_WORDS})\\b`, 'i');
const MAX_TEXT = 1_000_000;
const MAX_SENTENCE = 2_000;

export interface Instruction {
  /** Offset of the sentence in the text given. */
  offset: number;
  text: string;
}

/**
 * The prose of a Markdown text with fenced code, HTML comments and inline code blanked out (offsets and
 * line breaks preserved). A single linear pass over lines: fences open on up to three spaces of indent and
 * close on a fence of the same character at least as long.
 */
export function proseOnly(text: string): string {
  const src = text.slice(0, MAX_TEXT);
  const out: string[] = [];
  let fence: { char: string; length: number } | undefined;
  let inComment = false;
  for (const line of src.split('\n')) {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (
        open &&
        open[1]![0] === fence.char &&
        open[1]!.length >= fence.length &&
        line.trim() === open[0].trim()
      )
        fence = undefined;
      out.push(' '.repeat(line.length));
      continue;
    }
    if (open && !inComment) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      out.push(' '.repeat(line.length));
      continue;
    }
    let kept = '';
    let i = 0;
    while (i < line.length) {
      if (inComment) {
        const e = line.indexOf('-->', i);
        const stop = e < 0 ? line.length : e + 3;
        kept += ' '.repeat(stop - i);
        i = stop;
        if (e >= 0) inComment = false;
      } else {
        const b = line.indexOf('<!--', i);
        const stop = b < 0 ? line.length : b;
        kept += line.slice(i, stop);
        i = stop;
        if (b >= 0) inComment = true;
      }
    }
    // Inline code spans on one line: a backtick, a run without backticks, a backtick (linear).
    out.push(kept.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length)));
  }
  return out.join('\n');
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
  if (!DIRECTIVE_WORD.test(markdown)) return [];
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
