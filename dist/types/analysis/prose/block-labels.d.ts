import type { MdCodeBlock } from '../markdown.js';
import type { Framing } from './roles.js';
/**
 * What comments inside a fenced block say about its lines (docs/prose.md, Placement): a first-line
 * comment that frames the whole block, and verdict labels over some of its lines.
 */
/** Framing written inside the block's first line as a comment (`# BAD: don't do this`). */
export declare function firstLineFraming(c: MdCodeBlock): Framing | undefined;
/**
 * Lines a comment inside the block labels as not to do (`# ❌ BAD: Blind execution` over `curl … | bash`,
 * after `# ✅ GOOD: …` groups): from the label to the next verdict label, the next comment after a blank
 * line, or the block's end. File offsets. A label on the first line frames the whole block instead.
 */
export declare function labelledNotToDo(c: MdCodeBlock): Array<[number, number]>;
