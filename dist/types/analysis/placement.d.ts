import type { CodeUnit, Placement } from './facts.js';
import type { MarkdownDoc } from './markdown.js';
/**
 * How each fenced block and inline code span of a Markdown document is meant to be used (docs/facts.md
 * "Code units and placement"): told to run, shown runnable, framed as an example not to run, or only
 * mentioned. Judged from the sentences just before (and just after) the code. The attacker writes those
 * sentences too: rules decide how far framing may lower severity.
 */
export interface CodePlacement {
    placement: Placement;
    framing?: CodeUnit['framing'];
}
export declare function codePlacements(text: string, md: MarkdownDoc): {
    code: CodePlacement[];
    inline: CodePlacement[];
};
