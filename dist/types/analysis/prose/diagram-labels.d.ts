/**
 * The text of a Mermaid diagram (```mermaid fences): node labels (`A["Run: …"]`, `B(…)`, `C{…}`,
 * `D([…])`, `E>…]`) and edge labels (`-- yes -->`, `-->|no|`). A flowchart a skill tells the agent to
 * walk "node by node" is a list of steps written where a reviewer reads boxes and arrows; its labels are
 * read as sentences like any fenced text (src/analysis/prose/index.ts). Spans are offsets in the document.
 *
 * The labels are those of the leftmost-first, non-overlapping matches of this pattern, alternatives in
 * this order (quoted labels first: they may hold brackets; `\s` is JavaScript's, newline included):
 *
 *   1 \[\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]       5 \[([^\]"\n]{1,1000})\]
 *   2 \(\[?\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]?\)  6 \(([^)"\n]{1,1000})\)
 *   3 \{\s{0,4}"([^"\n]{1,1000})"\s{0,4}\}       7 \{([^}"\n]{1,1000})\}
 *   4 \(\[([^\]\n]{1,1000})\]\)                  8 \|([^|\n]{1,300})\|
 *                                               9 --\s([^-\n>]{1,300})\s--
 *
 * As a regular expression each alternative scans up to 1,000 characters at every position, so a long run
 * of `([` took seconds (128 KB: 2-5 s). Each alternative is decided here in O(1) instead: a label's class
 * excludes its closer, so the label can only end at the first closer or newline after its start, and
 * `Closer` keeps that position per character with amortised linear work. A span is the label group's
 * own position (the regular expression's code took the label's first occurrence in the match: the
 * same for any label kept, as the text before it holds no letter). Test: diagram-labels.test.ts
 * compares the spans with the regular expression's on random and Mermaid input.
 */
export interface LabelSpan {
    start: number;
    end: number;
}
/** Work counter for tests: characters and positions visited, linear in the body's length. */
export interface LabelScanStats {
    steps: number;
}
export declare function mermaidLabels(text: string, start: number, end: number, stats?: LabelScanStats): LabelSpan[];
