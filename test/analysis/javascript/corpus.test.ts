import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOfFile } from '../../../src/analysis/code/sniff.js';
import { CORPUS, HAS_CORPUS } from '../../helpers.js';
import { dangerous } from '../../support/behaviours.js';
import { factsOf } from '../../support/code.js';

/**
 * Every JavaScript/TypeScript file of the real-skill corpus (../shared/corpus/real) is analysed without
 * throwing, in bounded time, fully (no bound hit), and without a dangerous fact: real skills ship these
 * scripts, and precision is measured here. The review of every behaviour reported is in
 * corpus-review.md next to this file. Skipped, with the reason, where the shared corpus is absent
 * (a user's clone of the repository).
 */

/**
 * Dangerous facts reviewed as true (corpus-review.md, "Reviewed remote code"), by file, how the code runs and the
 * host it comes from: each must still be found, and nothing else dangerous may be.
 */
const REVIEWED: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  // The diagram renderer loads diagrams.net's official viewer script into a fresh headless page it drives:
  // remote code run at every conversion, graded medium by remote-code-execution (no user session in the page).
  'github__awesome-copilot/skills/drawio/scripts/drawio-to-png.mjs': [
    ['addScriptTag', 'viewer.diagrams.net'],
  ],
};

function codeFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) codeFiles(p, out);
    else if (/\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/.test(e.name)) out.push(p);
  }
  return out.sort();
}

describe.skipIf(!HAS_CORPUS)(
  'JavaScript/TypeScript analyzer over the real-skill corpus (needs ../shared/corpus/real)',
  () => {
    const files = HAS_CORPUS ? codeFiles(CORPUS) : [];

    it('finds the corpus scripts', () => {
      expect(files.length).toBeGreaterThanOrEqual(20);
    });

    it.each(files.map((f) => [relative(CORPUS, f), f]))('%s', async (_rel, file) => {
      const text = readFileSync(file, 'utf8');
      const lang = languageOfFile(file, text) ?? 'javascript';
      const started = performance.now();
      const r = await factsOf(lang, text);
      expect(performance.now() - started).toBeLessThan(30_000);
      expect(r.units[0]!.parse).not.toBe('gave-up');
      const expected = REVIEWED[relative(CORPUS, file).split('\\').join('/')] ?? [];
      const found = dangerous(r.behaviours).map((b) => [
        'via' in b ? String(b.via) : b.kind,
        ('endpoint' in b && b.endpoint ? b.endpoint.host : '') ?? '',
      ]);
      expect(found).toEqual(expected);
    });
  },
);
