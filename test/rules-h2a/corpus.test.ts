import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../../src/scan.js';
import { CORPUS, HAS_CORPUS } from '../helpers.js';

const RULES = ['hook-misconfigured', 'invocation', 'progressive-disclosure', 'content-quality'];

/** Corpus counts per rule; set H2A_CORPUS_DUMP=1 to print every finding for hand-checking. */
describe.skipIf(!HAS_CORPUS)('h2a rules on the real corpus', () => {
  it('runs without rule errors and reports counts', async () => {
    const counts: Record<string, number> = {};
    for (const repo of readdirSync(CORPUS).sort()) {
      const r = await scan({ root: join(CORPUS, repo), only: RULES });
      expect(r.ruleErrors).toEqual([]);
      for (const f of r.findings) {
        counts[f.ruleId] = (counts[f.ruleId] ?? 0) + 1;
        if (process.env.H2A_CORPUS_DUMP)
          console.log(
            `${repo}/${f.location.path}:${f.location.region?.startLine ?? '-'} ${f.ruleId} ${f.severity} | ${f.message}`,
          );
      }
    }
    console.log(JSON.stringify(counts));
    // Every hooks file and invocation flag in the corpus was checked by hand and is well-formed.
    expect(counts['hook-misconfigured'] ?? 0).toBe(0);
    expect(counts.invocation ?? 0).toBe(0);
  }, 1_800_000);
});
