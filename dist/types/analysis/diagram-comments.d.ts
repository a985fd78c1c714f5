import type { MdSpan } from './markdown-doc.js';
/**
 * A Mermaid diagram's comment runs: consecutive `%%` lines, each run from its first word to the end of
 * its last line (the markers of the lines between stay inside the span). Offsets are `base` + content's.
 */
export declare function diagramComments(content: string, base: number): MdSpan[];
