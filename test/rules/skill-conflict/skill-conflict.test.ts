import { afterAll, describe, expect, it } from 'vitest';
import { jaccard, RIVAL_THRESHOLD, words } from '../../../src/rules/skill-conflict.js';
import { findingsAt, messageAt, removeGeneratedTrees, scanCase } from '../harness.js';

const run = (label: string) => scanCase('skill-conflict', label);
afterAll(removeGeneratedTrees);

describe('skill-conflict messages', () => {
  it('says per runtime which copy wins, or that the order is undocumented', async () => {
    const found = findingsAt(
      await run('invalid/same-name-in-claude-and-agents-folders'),
      '.claude/skills/deploy/SKILL.md:2:7',
    );
    expect(found.map((f) => f.message).sort()).toEqual([
      "GitHub Copilot, VS Code, Cursor, OpenCode load both this project skill and .agents/skills/deploy/SKILL.md as 'deploy': only one is used and the runtime documents no order; it depends on folder scan order",
      "Goose never loads this project skill 'deploy': the project skill .agents/skills/deploy/SKILL.md has the same name and wins (later skill folders win)",
    ]);
    for (const f of found) expect(f.related[0]).toMatchObject({ path: '.agents/skills/deploy/SKILL.md' });
  });
  it('treats one real folder reached through a link as one skill', async () => {
    const r = await run('valid/symlinked-folder-is-one-skill');
    expect(r.model.skills.filter((s) => s.kind === 'skill')).toHaveLength(1);
  });
  it('says a skill beats a command of the same name', async () => {
    expect(messageAt(await run('invalid/skill-beats-command'), '.claude/commands/deploy.md:1:1')).toBe(
      "Claude Code never loads this project command 'deploy': the project skill .claude/skills/deploy/SKILL.md has the same name and wins (a skill beats a command of the same name)",
    );
  });
  it('gives the precedence that decides', async () => {
    expect(
      messageAt(await run('invalid/enterprise-beats-project'), '.claude/skills/deploy/SKILL.md:2:7'),
    ).toMatch(/managed skill etc\/claude-code.*wins \(enterprise > personal > project\)/);
    expect(
      messageAt(await run('invalid/project-shadows-personal'), '.copilot/skills/deploy/SKILL.md:2:7'),
    ).toBe(
      "GitHub Copilot never loads this personal skill 'deploy': the project skill .github/skills/deploy/SKILL.md has the same name and wins (project over user, the Agent Skills client guidance)",
    );
  });
  it('explains Codex walking up to a root copy, personal folders colliding and plugin namespaces', async () => {
    expect(
      messageAt(
        await run('invalid/codex-nested-copy-meets-root'),
        'apps/web/.agents/skills/deploy/SKILL.md:2:7',
      ),
    ).toMatch(/^OpenAI Codex loads both this nested skill and \.agents\/skills.*Codex silently skips/);
    expect(
      messageAt(
        await run('invalid/home-layout-personal-folders-collide'),
        '.claude/skills/deploy/SKILL.md:2:7',
      ),
    ).toMatch(/^GitHub Copilot loads both this personal skill and/);
    expect(messageAt(await run('invalid/two-plugins-same-name'), 'b/skills/deploy/SKILL.md:2:7')).toMatch(
      /as 'tools:deploy'/,
    );
  });
  it('names the bundled skill a project skill overrides', async () => {
    expect(
      messageAt(await run('invalid/overrides-bundled-skill'), '.claude/skills/simplify/SKILL.md:2:7'),
    ).toMatch(/instead of its bundled skill 'simplify'/);
  });
  it('says how much two rival descriptions share and what differs', async () => {
    expect(
      messageAt(await run('invalid/near-identical-descriptions'), '.claude/skills/xunit/SKILL.md:3:14'),
    ).toMatch(/shares 82% of its words .* only 'xunit' here versus 'nunit' there/);
  });
});

describe('skill-conflict similarity', () => {
  it('measures word-set Jaccard at the threshold', () => {
    // 6 shared words out of 10 distinct: exactly 0.6.
    const a = words('alpha beta gamma delta epsilon zeta eta theta');
    const b = words('alpha beta gamma delta epsilon zeta iota kappa');
    expect(jaccard(a, b)).toBe(RIVAL_THRESHOLD);
    expect(words('The skill: Use it, when THE user asks!')).toEqual(new Set());
  });
});
