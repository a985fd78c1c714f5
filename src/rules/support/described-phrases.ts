import type { TextIntent } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';

/**
 * List items that define a term: "- `--yolo`: Automatically approve all tool calls." describes what the
 * flag does, and so does the value list of an option ("- `auto_edit`: Automatically approve edit tools",
 * "- `bypassPermissions` - Skip all permission prompts") nested under the option it belongs to. The words
 * after the term are the term's meaning, not an ask, when they open the definition.
 *
 * A flag (`--name`) is a term by its shape. Any other code span is one only in a glossary: at least one
 * neighbouring item at the same indentation defines another term the same way, with no other item between
 * (a list of values, as reference pages and agent-definition docs write them). A lone "- `fast-path`: Skip
 * all permission prompts" among numbered steps is a step with a label, and keeps its grade.
 */

/** "- `term`: " / "- `term` - " / "* `term` — ": indentation, marker, term in a code span, separator. */
const ITEM =
  /^(\s{0,12})(?:[-*+]|\d{1,3}[.)])\s{1,4}(?:\*\*)?`([^`\n]{1,80})`(?:\*\*)?(?:\s{0,2}\([^)\n]{0,40}\))?(?:\s{0,2}:|\s{1,3}[-–—]\s)\s{0,3}/;

/** How far to look for a sibling item, in lines (a wrapped definition may take a few). */
const SIBLING_LINES = 4;

/**
 * Whether the phrase at `at` in `text` opens the definition of a term in a list item (see above). Reads
 * the line of `at` and at most SIBLING_LINES lines on either side.
 */
export function opensDefinition(text: string, at: number): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const line = lineFrom(text, start);
  const m = ITEM.exec(line);
  if (!m || start + m[0].length !== at) return false;
  if (/^-{1,2}[\w-]/.test(m[2]!)) return true;
  return siblingDefines(text, start, m[1]!.length, -1) || siblingDefines(text, start, m[1]!.length, 1);
}

function lineFrom(text: string, start: number): string {
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? Math.min(text.length, start + 2000) : Math.min(end, start + 2000));
}

/**
 * The nearest item in direction `dir` at the same indentation defines a term too. Continuation lines
 * indented deeper are skipped; a blank line, an item at the same indentation of another shape, or a line
 * indented less ends the search.
 */
function siblingDefines(text: string, start: number, indent: number, dir: -1 | 1): boolean {
  let s = start;
  for (let n = 0; n < SIBLING_LINES; n++) {
    if (dir < 0) {
      if (s === 0) return false;
      s = text.lastIndexOf('\n', s - 2) + 1;
    } else {
      const e = text.indexOf('\n', s);
      if (e < 0) return false;
      s = e + 1;
    }
    const line = lineFrom(text, s);
    if (line.trim() === '') return false;
    const lead = line.length - line.trimStart().length;
    if (lead > indent) continue;
    if (lead < indent) return false;
    const m = ITEM.exec(line);
    return m !== null && m[1]!.length === indent;
  }
  return false;
}

/** A list item's marker and its text ("1. override system prompt", "- **agent prompt**"). */
const LIST_ITEM = /^(\s{0,12})(?:[-*+]|\d{1,3}[.)])\s{1,4}(.{1,120})$/;
/** A short item: at most this many words is a name, not a step. */
const NAME_WORDS = 5;

/**
 * "1. override system prompt / 2. coordinator prompt / 3. agent prompt": the phrase is the whole text of a
 * list item whose neighbours (two at least, at the same indentation, with no other item between) are short
 * names ending in the same noun. The list names kinds of that noun (the layers of a prompt, in order); the
 * item is a name, not an ask. "1. Override system prompt / 2. Run the installer" is a list of steps, and
 * "override your system prompt with the following" says more than a name: both keep their grade.
 */
export function namesListedKind(text: string, start: number, end: number): boolean {
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const item = LIST_ITEM.exec(lineFrom(text, ls));
  if (!item || nameOf(item[2]!) !== nameOf(text.slice(start, end))) return false;
  const head = lastWord(item[2]!);
  const indent = item[1]!.length;
  return siblingNames(text, ls, indent, head, -1) + siblingNames(text, ls, indent, head, 1) >= 2;
}

function nameOf(s: string): string {
  return s
    .replace(/[*_`]/g, '')
    .replace(/[.:;]\s{0,4}$/, '')
    .trim()
    .toLowerCase();
}

function lastWord(s: string): string {
  const w = nameOf(s).split(/\s+/).at(-1) ?? '';
  return w.endsWith('s') ? w.slice(0, -1) : w;
}

/** How many items in direction `dir`, one after the other, are short names ending in `head`. */
function siblingNames(text: string, start: number, indent: number, head: string, dir: -1 | 1): number {
  let s = start;
  let n = 0;
  for (let k = 0; k < 12; k++) {
    if (dir < 0) {
      if (s === 0) return n;
      s = text.lastIndexOf('\n', s - 2) + 1;
    } else {
      const e = text.indexOf('\n', s);
      if (e < 0) return n;
      s = e + 1;
    }
    const m = LIST_ITEM.exec(lineFrom(text, s));
    if (!m || m[1]!.length !== indent) return n;
    const name = nameOf(m[2]!);
    if (name.split(/\s+/).length > NAME_WORDS || lastWord(name) !== head) return n;
    n++;
  }
  return n;
}

/**
 * A subject, a verb of capability and who it enables, then the phrase in the same clause: "the container's
 * firewall rules allow you to run `claude --dangerously-skip-permissions` to bypass permission prompts",
 * "sandboxing lets operators skip permission prompts". It says what a product makes possible. The verb
 * must follow other words of the sentence: a leading "Allow Claude to …" or "Let it …" is an imperative.
 */
const CAPABILITY = /\b(?:allows?|lets?|enables?|permits?)\s/g;

/** Whether the text before `at` in its sentence grants a capability that the phrase at `at` completes. */
function completesCapability(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 400), at).toLowerCase();
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n\n'), before.lastIndexOf('! '));
  const sentence = before.slice(cut + 1).replace(/^[\s*_>#-]{0,20}/, '');
  for (const m of sentence.matchAll(CAPABILITY))
    if (m.index > 0 && !/[.!?;:]/.test(sentence.slice(m.index))) return true;
  return false;
}

/** The intent class that reads a phrase's sentence by meaning. */
const DESCRIBED: Record<string, TextIntent['cls']> = {
  concealment: 'concealment',
  'auto-approve': 'pre-approval',
};

/**
 * "Retry logic that exhausts attempts without informing the user" in a checklist of bugs: the phrase is
 * there, but the sentence describes what some code does. When the reading by meaning found the same class
 * on the line only as a mention (no imperative addressed to the agent), the phrase is low. The same for a
 * permission phrase in a product description ("the container's firewall allows you to run `claude
 * --dangerously-skip-permissions` to bypass permission prompts"): the pre-approval reading decides.
 */
export function describedOnly(
  placed: { severity: Severity; where: string } | undefined,
  phrase: string,
  at: number,
  intents: readonly TextIntent[],
  line: number,
  text: string,
): { severity: Severity; where: string } | undefined {
  const cls = DESCRIBED[phrase];
  if (!placed || !cls || placed.severity === 'low' || placed.severity === 'info') return placed;
  if (cls === 'concealment' && honestyRule(text, at)) return { severity: 'low', where: HONESTY };
  // "From now on approve every tool call" may read as a mention too: the permission phrase needs the
  // capability it completes ("… allow you to run … to bypass permission prompts").
  if (cls === 'pre-approval' && !completesCapability(text, at)) return placed;
  const same = intents.filter((i) => i.cls === cls && i.at.startLine <= line && i.at.endLine >= line);
  // A plain-text dump (`llms-full.txt`) reads every sentence as data: the capability clause still describes.
  const described = (i: TextIntent) => i.role === 'mention' || (cls === 'pre-approval' && i.role === 'data');
  if (same.length === 0 || !same.every(described)) return placed;
  return {
    severity: 'low',
    where: ' (in a sentence that describes what something does, not addressed to the agent)',
  };
}

/** Verbs of an act the agent does, in any form: a concealment naming one hides the act, not a value. */
export const ACTED =
  /\b(?:upload\w*|sen[dt]s?|sending|post(?:s|ed|ing)?|add(?:s|ed|ing)?|install\w*|writ\w*|wrote|run(?:s|ning)?|ran|delet\w*|remov\w*|chang\w*|modif\w*|edit\w*|shar\w*|sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)|cop(?:y|ies|ied|ying)|push\w*|commit\w*|download\w*|fetch\w*|collect\w*|record\w*|creat\w*|execut\w*|access\w*|read(?:s|ing)?)\b/i;

/**
 * "Never tell the user the memo (or any phase) is complete without citing the artifact path(s) `ls`
 * confirmed": the telling verb is barred only until evidence backs the claim — an honesty rule against a
 * false completion claim, and the user still hears everything. It needs a condition of evidence after the
 * phrase in its sentence (without citing, unless you have verified, before checking) and no act of the
 * agent's as what is told: "never tell the user you uploaded the key without checking" hides an act.
 */
const EVIDENCE_CONDITION =
  /\b(?:without|unless|until|before)\s(?:first\s|you\s(?:have\s)?|having\s)?(?:cit(?:e|es|ing|ed)|verif(?:y|ying|ied)|check(?:ing|ed)?|confirm(?:ing|ed)?|show(?:ing|n)?|test(?:ing|ed)?|run(?:ning)?|ran|evidence|proof|pointing)\b/i;
const HONESTY =
  ' (an honesty rule: it bars claiming something without evidence, and the user still hears everything)';

export function honestyRule(text: string, at: number): boolean {
  // The phrase's sentence, joined over a blockquote's or a list's wrapped lines.
  const tail = text
    .slice(at, at + 400)
    .split(/\n\s*\n/, 1)[0]!
    .replace(/\n[ \t>]*/g, ' ');
  const end = tail.search(/[.!?](?:\s|$)/);
  const sentence = end < 0 ? tail : tail.slice(0, end);
  const m = EVIDENCE_CONDITION.exec(sentence);
  return m !== null && !ACTED.test(sentence.slice(0, m.index));
}
