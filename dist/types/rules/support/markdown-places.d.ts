import type { LineMap } from '../../analysis/lines.js';
/** Per line from `from` to `to`, whether a Markdown file's line sits in a code block (fence lines: undefined). */
export declare function blockStates(lines: LineMap, from: number, to: number): Array<boolean | undefined>;
/**
 * The headings of the section a line sits in, nearest first: the closest heading above it, then the closest
 * of each higher level (`# Logseq Mastery` > `## Beginner Techniques` > `### Installation and Setup`).
 */
export declare function sectionHeadings(lines: LineMap, line: number): string[];
