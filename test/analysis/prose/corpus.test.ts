import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LineMap } from '../../../src/analysis/lines.js';
import { parseMarkdownBody } from '../../../src/analysis/markdown.js';
import { analyzeProse } from '../../../src/analysis/prose/index.js';
import { CORPUS, ROOT } from '../../helpers.js';

/**
 * Runs prose analysis over every Markdown file of the real corpus. The instruction-role intents in the
 * classes a rule would gate on were reviewed by hand (corpus-review.md); this test pins that list, so a
 * change that adds one must come with a review line.
 */

const GATED = new Set([
  'override',
  'concealment',
  'pre-approval',
  'secret-read',
  'send-data',
  'persist',
  'agent-mediated-exec',
]);

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) markdownFiles(p, out);
    else if (e.isFile() && /\.(?:md|mdx|markdown)$/i.test(e.name)) out.push(p);
  }
  return out.sort();
}

function bodyStartOf(t: string): number {
  if (!t.startsWith('---')) return 0;
  const m = t.indexOf('\n---', 3);
  if (m < 0) return 0;
  const e = t.indexOf('\n', m + 4);
  return e < 0 ? t.length : e + 1;
}

const reviewed = (): Set<string> => {
  const review = readFileSync(join(ROOT, 'test', 'analysis', 'prose', 'corpus-review.md'), 'utf8');
  const out = new Set<string>();
  for (const line of review.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (/^\d+$/.test(cells[1] ?? ''))
      out.add(`${cells[2]} ${cells[3]!.split(':').at(-1)} ${cells[3]!.split('/').at(-1)!.split(':')[0]}`);
  }
  return out;
};

describe.skipIf(!existsSync(CORPUS))(
  'prose analysis over the real corpus (skipped: ../shared/corpus/real is absent)',
  () => {
    it('finds only the reviewed instruction-role intents in the gated classes, and none reviewed as false', () => {
      const files = markdownFiles(CORPUS);
      expect(files.length).toBeGreaterThan(1000);
      const found: string[] = [];
      let roles = 0;
      for (const f of files) {
        const text = readFileSync(f, 'utf8');
        const bodyStart = bodyStartOf(text);
        const r = analyzeProse({
          text,
          md: parseMarkdownBody(text, bodyStart),
          bodyStart,
          lines: new LineMap(text),
        });
        roles += r.roles.length;
        for (const i of r.intents)
          if (i.role === 'instruction' && GATED.has(i.cls))
            found.push(`${i.cls} ${i.at.startLine} ${relative(CORPUS, f).split('/').at(-1)}`);
      }
      expect(roles).toBeGreaterThan(100_000);
      const ok = reviewed();
      expect(found.filter((k) => !ok.has(k))).toEqual([]);
      expect(found.length).toBe(ok.size);
      const review = readFileSync(join(ROOT, 'test', 'analysis', 'prose', 'corpus-review.md'), 'utf8');
      expect(review).not.toMatch(/\| false \|/);
    }, 600_000);
  },
);
