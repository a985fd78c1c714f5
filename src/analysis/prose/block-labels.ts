import type { MdCodeBlock } from '../markdown.js';
import { negativeWordIn } from '../negation/undone.js';
import { COMMENT_NEGATIVE_WORDS as COMMENT_NEGATIVE } from '../negation/words.js';
import type { Framing } from './roles.js';

/**
 * What comments inside a fenced block say about its lines (docs/prose.md, Placement): a first-line
 * comment that frames the whole block, and verdict labels over some of its lines.
 */

/** Framing written inside the block's first line as a comment (`# BAD: don't do this`). */
export function firstLineFraming(c: MdCodeBlock): Framing | undefined {
  const first = (c.content.split('\n', 1)[0] ?? '').trim().toLowerCase();
  if (!/^(?:#|\/\/|--|rem\b|::)/.test(first)) return undefined;
  // "# Don't forget to run this first" asks (negation/undone.ts).
  if (negativeWordIn(first, COMMENT_NEGATIVE) || first.includes('❌')) return 'negated';
  if (/\b(?:attack|attacker|malicious|payload|exploit)\b/.test(first)) return 'illustrative';
  // "# Examples that trigger the yellow line", "# Patterns the guard blocks": the lines are specimens a
  // check catches, as a list after "Block commands such as:" is (a catalogue lead, roles.ts).
  if (/\b(?:examples|samples|patterns|indicators)\b/.test(first) && SPECIMEN_CHECK.test(first))
    return 'illustrative';
  return undefined;
}

/** What a check does with a specimen: trigger it, flag, match, catch, detect, block or deny it. */
const SPECIMEN_CHECK =
  /\b(?:trigger|triggers|triggered|flag|flags|flagged|match|matches|matched|catch|catches|caught|detect|detects|detected|blocks|blocked|deny|denies|denied|require|requires)\b/;

/** A comment line that opens with a verdict on the lines under it: `# ❌ BAD: …`, `// Don't:`. */
const COMMENT = /^[ \t]*(?:#|\/\/|--|rem\b|::)[ \t]*(?:\*\*)?[ \t]*/i;
const NOT_TO_DO = /^(?:❌|🚫|⛔|✗|✘|👎|(?:bad|wrong|don'?t|never|avoid|insecure|unsafe|vulnerable)\b)/iu;
const VERDICT =
  /^(?:✅|✔|☑|👍|❌|🚫|⛔|✗|✘|👎|(?:good|bad|right|wrong|correct|incorrect|do|don'?t|never|avoid|better|safe|unsafe|secure|insecure|preferred|recommended)\b[ \t]*[:(-])/iu;

/**
 * Lines a comment inside the block labels as not to do (`# ❌ BAD: Blind execution` over `curl … | bash`,
 * after `# ✅ GOOD: …` groups): from the label to the next verdict label, the next comment after a blank
 * line, or the block's end. File offsets. A label on the first line frames the whole block instead.
 */
export function labelledNotToDo(c: MdCodeBlock): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const lines = c.content.split('\n');
  let at = c.contentStart;
  let open: number | undefined;
  let blank = false;
  for (let i = 0; i < lines.length && i < 2_000; i++) {
    const line = lines[i]!;
    const comment = COMMENT.exec(line);
    const rest = comment ? line.slice(comment[0].length) : '';
    const verdict = comment !== null && VERDICT.test(rest);
    if (open !== undefined && (verdict || (comment && blank))) {
      out.push([open, at]);
      open = undefined;
    }
    if (i > 0 && comment && NOT_TO_DO.test(rest)) open = at;
    blank = line.trim() === '';
    at += line.length + 1;
  }
  if (open !== undefined) out.push([open, c.contentStart + c.content.length]);
  return out;
}
