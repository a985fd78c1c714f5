import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../helpers.js';
import { factsOf } from '../../support/code.js';

/**
 * Every Python file of the real corpus (../shared/corpus/real, read-only) is analysed without throwing
 * and in bounded time. The review of what it reports is test/analysis/python/corpus-review.md.
 */

function pythonFiles(dir: string, out: string[] = [], depth = 0): string[] {
  if (depth > 20) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) pythonFiles(p, out, depth + 1);
    else if (e.isFile() && e.name.endsWith('.py')) out.push(p);
  }
  return out.sort();
}

describe.skipIf(!existsSync(CORPUS))(
  'python analyzer on the real corpus (skipped: ../shared is absent)',
  () => {
    it('analyses every corpus Python file without throwing, each within its time bound', async () => {
      const files = pythonFiles(CORPUS);
      expect(files.length).toBeGreaterThan(100);
      let gaveUp = 0;
      for (const f of files) {
        const started = performance.now();
        const r = await factsOf('python', readFileSync(f, 'utf8'));
        expect(performance.now() - started, f).toBeLessThan(5_000);
        if (r.units[0]?.parse === 'gave-up') gaveUp++;
      }
      // No real file should need the analyzer's bounds (a gave-up here is an analyzer defect or a bound too low).
      expect(gaveUp).toBe(0);
    }, 300_000);
  },
);
