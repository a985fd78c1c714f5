import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS, HAS_CORPUS } from '../../helpers.js';
import { dangerous } from '../../support/behaviours.js';
import { factsOf } from '../../support/code.js';

/**
 * Every PowerShell script of the real-skill corpus, and every ```powershell fence in its Markdown (the
 * corpus ships one .ps1 file; its PowerShell lives in documentation), is analysed without throwing, in
 * bounded time, and without a dangerous fact except the vendor installers reviewed in
 * ../javascript/corpus-review.md. Skipped, with the reason, where ../shared is absent.
 */

function walk(dir: string, test: (name: string) => boolean, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, test, out);
    else if (test(e.name)) out.push(p);
  }
  return out.sort();
}

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*(?:powershell|pwsh|ps1|ps)\b[^\n]*\n([\s\S]*?)^ {0,3}\1[ \t]*$/gim;

/** Real installers whose download-and-run is reviewed and expected (vendor hosts). */
const REVIEWED = /aspire\.dev\/install\.ps1|astral\.sh\/uv\/install\.ps1/;

describe.skipIf(!HAS_CORPUS)(
  'PowerShell analyzer over the real-skill corpus (needs ../shared/corpus/real)',
  () => {
    const scripts = HAS_CORPUS ? walk(CORPUS, (n) => /\.ps[dm]?1$/i.test(n)) : [];
    const fences: Array<[string, string]> = [];
    if (HAS_CORPUS)
      for (const md of walk(CORPUS, (n) => n.endsWith('.md'))) {
        const text = readFileSync(md, 'utf8');
        for (const m of text.matchAll(FENCE))
          fences.push([`${relative(CORPUS, md)}:${text.slice(0, m.index).split('\n').length}`, m[2] ?? '']);
      }

    it('finds the corpus PowerShell', () => {
      expect(scripts.length).toBeGreaterThanOrEqual(1);
      expect(fences.length).toBeGreaterThanOrEqual(20);
    });

    it.each([
      ...scripts.map((f) => [relative(CORPUS, f), readFileSync(f, 'utf8')] as [string, string]),
      ...fences,
    ])('%s', async (_where, code) => {
      const started = performance.now();
      const r = await factsOf('powershell', code);
      expect(performance.now() - started).toBeLessThan(30_000);
      expect(r.units[0]!.parse).not.toBe('gave-up');
      const unexpected = dangerous(r.behaviours).filter(
        (b) => !REVIEWED.test(b.evidence) && !(b.kind === 'config' && REVIEWED.test(code)),
      );
      expect(unexpected).toEqual([]);
    });
  },
);
