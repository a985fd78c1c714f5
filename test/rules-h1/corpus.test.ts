import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../../src/scan.js';
import { CORPUS, HAS_CORPUS } from '../helpers.js';

const H1_RULES = [
  'codex-openai-yaml',
  'frontmatter-split',
  'frontmatter-types',
  'plugin-manifest',
  'sidecar-metadata',
  'skill-file-name',
  'subagent-frontmatter',
  'tool-names',
  'unknown-keys',
];

/**
 * Runs H1's rules on each corpus repository on its own (as a user would scan it) and prints counts per rule;
 * `SKILLSCAN_H1_DUMP=<file>` also writes every finding for hand-checking.
 */
describe.skipIf(!HAS_CORPUS)('H1 rules on the real corpus', () => {
  it('run without errors and report per-rule counts', async () => {
    const counts: Record<string, number> = {};
    const lines: string[] = [];
    for (const repo of readdirSync(CORPUS).sort()) {
      const r = await scan({ root: join(CORPUS, repo), only: H1_RULES });
      expect(r.ruleErrors, repo).toEqual([]);
      for (const f of r.findings) {
        counts[f.ruleId] = (counts[f.ruleId] ?? 0) + 1;
        const g = f.location.region;
        lines.push(
          `${repo}/${f.location.path}:${g ? `${g.startLine}:${g.startColumn}` : '-'} ${f.ruleId} ${f.severity} ${f.message}`,
        );
      }
    }
    console.log(JSON.stringify(counts, null, 1));
    if (process.env.SKILLSCAN_H1_DUMP) writeFileSync(process.env.SKILLSCAN_H1_DUMP, `${lines.join('\n')}\n`);
  }, 120_000);
});
