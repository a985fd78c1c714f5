import { undoneNegation } from '../negation/undone.js';
import { HEADING_NEGATIVE as NEGATIVE } from '../negation/words.js';
import { MENTION_SECTION_WORDS } from './lexicon.js';
import type { Token } from './tokens.js';

/** How a section heading frames what is under it (roles.ts). */
export type Framing = 'negated' | 'illustrative';

const FORBIDS = /^(?:do|should|must|shall|may)$/;
/** Relative pronouns: "Rules that never change" describes the rules, it forbids nothing. */
const RELATIVE = /^(?:that|which|who)$/;

/**
 * Section headings that turn what is under them into mentions, and how: "## Don'ts", "## Never do this",
 * "## Anti-patterns" make the section things not to do, "## Examples" a catalogue. A negation a verb of
 * leaving out undoes ("## Never skip these steps", "## Don't forget", src/analysis/negation/) or one in a
 * relative clause ("## Rules that never change") makes nothing under it a thing not to do.
 */
export function sectionFraming(headingTokens: readonly Token[]): Framing | undefined {
  let hit: Framing | undefined;
  const words = headingTokens.filter((t) => t.kind === 'word');
  const word = (k: number) => words[k]?.t;
  for (let i = 0; i < words.length; i++) {
    const t = words[i]!;
    const negative =
      NEGATIVE.test(t.t) ||
      // "Do not run", "Must not run", "What not to do", "Not recommended" forbid; "x could not be decoded" is a symptom.
      (t.t === 'not' && (i === 0 || FORBIDS.test(words[i - 1]!.t) || words[i + 1]?.t === 'to'));
    if (negative && !undoneNegation(word, i) && !RELATIVE.test(word(i - 1) ?? '')) return 'negated';
    if (MENTION_SECTION_WORDS.has(t.t)) hit = 'illustrative';
  }
  return hit;
}
