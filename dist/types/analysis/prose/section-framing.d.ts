import type { Token } from './tokens.js';
/** How a section heading frames what is under it (roles.ts). */
export type Framing = 'negated' | 'illustrative';
/**
 * Section headings that turn what is under them into mentions, and how: "## Don'ts", "## Never do this",
 * "## Anti-patterns" make the section things not to do, "## Examples" a catalogue. A negation a verb of
 * leaving out undoes ("## Never skip these steps", "## Don't forget", src/analysis/negation/) or one in a
 * relative clause ("## Rules that never change") makes nothing under it a thing not to do.
 */
export declare function sectionFraming(headingTokens: readonly Token[]): Framing | undefined;
