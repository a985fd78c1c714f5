import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { formatJson, formatJsonChunks } from '../../src/report/json.js';
import { TOOL } from '../../src/version.js';
import { sampleFindings } from '../action/support.js';

/**
 * The JSON report is written in pieces (src/report/json.ts): joined, they must be the document
 * JSON.stringify makes of the whole report, for any number of findings and whatever the findings hold
 * (line breaks, quotes and control characters in messages).
 */
function findings(count: number): Finding[] {
  const sample = sampleFindings();
  return Array.from({ length: count }, (_, i) => {
    const f = sample[i % sample.length]!;
    return { ...f, message: `${f.message} #${i}\nline two "quoted" \u0007 \u2028`, fingerprint: `fp${i}` };
  });
}

describe('JSON report pieces', () => {
  for (const count of [0, 1, 2, 63, 64, 65, 128, 129, 300]) {
    it(`joined, equal the whole document for ${count} findings`, () => {
      const input = {
        tool: { name: TOOL.name, version: TOOL.version },
        root: '.',
        findings: findings(count),
        skills: 3,
      };
      const text = formatJson(input);
      const doc = JSON.parse(text) as { findings: unknown[] };
      expect(doc.findings).toHaveLength(count);
      expect(text).toBe(`${JSON.stringify(doc, null, 2)}\n`);
      expect([...formatJsonChunks(input)].join('')).toBe(text);
    });
  }
});
