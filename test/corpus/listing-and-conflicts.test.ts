import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { scan } from '../../src/scan.js';
import { CORPUS } from '../helpers.js';
import { corpusIt } from './corpus.js';

/** Counts measured on the shared corpus (default settings: 8,000-character fallback budget, newest caps). */
describe('listing-overflow and skill-conflict on the corpus', () => {
  corpusIt('reports only the measured findings', 120_000, async () => {
    const counts: Record<string, number> = {};
    const rivals: string[] = [];
    const victims: string[] = [];
    for (const repo of readdirSync(CORPUS).sort()) {
      const r = await scan({ root: join(CORPUS, repo), only: ['listing-overflow', 'skill-conflict'] });
      for (const f of r.findings) {
        const key = `${repo} ${f.ruleId} ${f.severity}`;
        counts[key] = (counts[key] ?? 0) + 1;
        if (f.ruleId === 'listing-overflow') victims.push(`${repo} ${1 + f.related.length}`);
        if (f.ruleId === 'skill-conflict')
          rivals.push(`${f.location.path} ~ ${f.related.map((r) => r.path).join(' + ')}`);
      }
    }
    expect(counts).toEqual({
      // One finding per over-budget catalogue (docs/taxonomy.md), its victims related.
      // expo's plugin is both Claude Code's and Codex's (.codex-plugin/): each runtime's listing is over budget.
      'expo__skills listing-overflow low': 2,
      'getsentry__skills listing-overflow low': 1,
      'github__awesome-copilot skill-conflict low': 4,
      // Templated lifecycle skills whose descriptions differ only in 'story' / 'epic', like csharp-xunit/nunit.
      'humansys__raise skill-conflict low': 1,
    });
    // The skills each catalogue's budget cuts, as measured when each was its own finding.
    expect(victims.sort()).toEqual(['expo__skills 12', 'expo__skills 12', 'getsentry__skills 9']);
    expect(rivals.sort()).toEqual([
      'packages/raise-cli/src/raise_cli/skills_base/rai-story-run/SKILL.md ~ packages/raise-cli/src/raise_cli/skills_base/rai-epic-run/SKILL.md',
      'skills/az-cost-optimize/SKILL.md ~ skills/aws-cost-optimize/SKILL.md',
      'skills/csharp-tunit/SKILL.md ~ skills/csharp-nunit/SKILL.md',
      // One finding per skill, naming every rival (its evidence, the description, is reported once).
      'skills/csharp-xunit/SKILL.md ~ skills/csharp-nunit/SKILL.md + skills/csharp-tunit/SKILL.md',
      'skills/semantic-kernel/SKILL.md ~ skills/microsoft-agent-framework/SKILL.md',
    ]);
  });
});
