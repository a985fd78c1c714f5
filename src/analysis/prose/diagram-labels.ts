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

/** Quoted labels first (they may hold brackets), then bracketed, braced, piped and dashed ones. */
const LABEL =
  /\[\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]|\(\[?\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]?\)|\{\s{0,4}"([^"\n]{1,1000})"\s{0,4}\}|\(\[([^\]\n]{1,1000})\]\)|\[([^\]"\n]{1,1000})\]|\(([^)"\n]{1,1000})\)|\{([^}"\n]{1,1000})\}|\|([^|\n]{1,300})\||--\s([^-\n>]{1,300})\s--/g;

const MAX_LABELS = 2_000;

export function mermaidLabels(text: string, start: number, end: number): LabelSpan[] {
  const out: LabelSpan[] = [];
  const body = text.slice(start, end);
  for (const m of body.matchAll(LABEL)) {
    if (out.length >= MAX_LABELS) break;
    const group = m.slice(1).findIndex((g) => g !== undefined);
    const label = m[group + 1]!;
    if (!/[a-z]{2}/i.test(label)) continue;
    const at = start + m.index! + m[0].indexOf(label);
    out.push({ start: at, end: at + label.length });
  }
  return out;
}
