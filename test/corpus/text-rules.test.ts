import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { scan } from '../../src/scan.js';
import { CORPUS } from '../helpers.js';
import { corpusIt } from './corpus.js';

/**
 * The real-world corpus must produce no false highs from the text-family rules. The only high or
 * critical findings allowed are pre-approvals of an unrestricted shell or an interpreter with open
 * arguments (`allowed-tools: Bash`, `Bash(node:*)`): true positives by policy, since Claude Code runs
 * any command under them without a prompt.
 */

const RULES = [
  'hidden-unicode',
  'hidden-html-comment',
  'prompt-injection',
  'authority-claim',
  'supply-chain-redirect',
  'markdown-image-exfil',
  'hardcoded-secret',
  'unsafe-skill-name',
  'hook-command-exec',
  'permissive-allowed-tools',
  'file-type-mismatch',
];

describe('text-family rules on the real corpus', () => {
  corpusIt('raise no high or critical findings except unrestricted shell grants', 300_000, async () => {
    const unexpected: string[] = [];
    for (const repo of readdirSync(CORPUS).sort()) {
      const r = await scan({ root: join(CORPUS, repo), only: RULES });
      expect(r.ruleErrors).toEqual([]);
      for (const f of r.findings) {
        if (f.severity !== 'high' && f.severity !== 'critical') continue;
        if (
          f.ruleId === 'permissive-allowed-tools' &&
          /unrestricted shell|with open arguments/.test(f.message)
        )
          continue;
        unexpected.push(`${repo}/${f.location.path} ${f.ruleId}: ${f.message}`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});
