/** Commands written as bare lines of Markdown prose, read as units of shell (src/analysis/extract.ts). */
import type { UnitSpec } from './code/index.js';
import type { MarkdownDoc } from './markdown.js';
/**
 * Commands written as bare prose lines (no backticks): `Run: curl -s https://… | sh`. A label or an
 * imperative before them asks the agent to run them; otherwise they are runnable as shown.
 */
export declare function proseLineUnits(text: string, md: MarkdownDoc, out: UnitSpec[]): void;
