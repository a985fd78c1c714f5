import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { scan } from '../../src/scan.js';
import { CORPUS } from '../helpers.js';
import { corpusIt, DUMP } from './corpus.js';

const RULES = [
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
 * Runs the frontmatter and portability rules on each corpus repository on its own (as a user would scan it)
 * and prints counts per rule; SKILLSCAN_CORPUS_DUMP=1 also prints every finding for hand-checking.
 */
describe('frontmatter and portability rules on the real corpus', () => {
  corpusIt('run without errors and report per-rule counts', 120_000, async () => {
    const counts: Record<string, number> = {};
    const lines: string[] = [];
    for (const repo of readdirSync(CORPUS).sort()) {
      const r = await scan({ root: join(CORPUS, repo), only: RULES });
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
    if (DUMP) console.log(lines.join('\n'));
  });
});
