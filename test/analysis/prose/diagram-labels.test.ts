import { describe, expect, it } from 'vitest';
import { mermaidLabels } from '../../../src/analysis/prose/diagram-labels.js';

const labels = (body: string) => mermaidLabels(body, 0, body.length).map((l) => body.slice(l.start, l.end));

describe('Mermaid diagram labels', () => {
  it('reads quoted, bracketed, braced, stadium and edge labels with their offsets', () => {
    const body = [
      'flowchart TD',
      '  S([Build fails]) --> Q{Cache stale?}',
      '  Q -- yes --> A["Delete the cache folder, then rebuild"]',
      '  Q -->|no| B[Open a ticket]',
    ].join('\n');
    expect(labels(body)).toEqual([
      'Build fails',
      'Cache stale?',
      'yes',
      'Delete the cache folder, then rebuild',
      'no',
      'Open a ticket',
    ]);
  });

  it('skips node ids, arrows and labels without words, and stays bounded on hostile input', () => {
    expect(labels('graph LR\n  A --> B\n  B --> C[1]\n')).toEqual([]);
    // Unclosed quotes on one line: no label, and at most MAX_LABELS spans for a line of many nodes.
    const hostile = `graph TD\n${'A["x'.repeat(20_000)}`;
    expect(mermaidLabels(hostile, 0, hostile.length)).toEqual([]);
    const many = `graph TD\n${'A[step] --> '.repeat(5_000)}`;
    expect(mermaidLabels(many, 0, many.length).length).toBeLessThanOrEqual(2_000);
  });
});
