/**
 * The text of a Mermaid diagram (```mermaid fences): node labels (`A["Run: …"]`, `B(…)`, `C{…}`,
 * `D([…])`, `E>…]`) and edge labels (`-- yes -->`, `-->|no|`). A flowchart a skill tells the agent to
 * walk "node by node" is a list of steps written where a reviewer reads boxes and arrows; its labels are
 * read as sentences like any fenced text (src/analysis/prose/index.ts). Spans are offsets in the document.
 */
export interface LabelSpan {
    start: number;
    end: number;
}
export declare function mermaidLabels(text: string, start: number, end: number): LabelSpan[];
