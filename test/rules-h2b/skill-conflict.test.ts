import { describe, expect, it } from 'vitest';
import { jaccard, RIVAL_THRESHOLD, words } from '../../src/rules/skill-conflict.js';
import { positions, scanMemory, skillMd } from '../helpers.js';

const only = ['skill-conflict'];
const deploy = (desc = 'Deploys the web app to production. Use when asked to ship a release.') =>
  skillMd(`name: deploy\ndescription: ${desc}`);

describe('skill-conflict: one name, two entries', () => {
  it('flags two copies in .claude/skills and .agents/skills, per runtime and winner', async () => {
    const r = await scanMemory(
      { '.agents/skills/deploy/SKILL.md': deploy(), '.claude/skills/deploy/SKILL.md': deploy('Other copy.') },
      { only },
    );
    expect(positions(r.findings)).toEqual([
      '.claude/skills/deploy/SKILL.md:2:7 skill-conflict medium',
      '.claude/skills/deploy/SKILL.md:2:7 skill-conflict medium',
    ]);
    const msgs = r.findings.map((f) => f.message).sort();
    expect(msgs[0]).toBe(
      "GitHub Copilot, VS Code, Cursor, OpenCode load both this project skill and .agents/skills/deploy/SKILL.md as 'deploy': only one is used and the runtime documents no order; it depends on folder scan order",
    );
    expect(msgs[1]).toBe(
      "Goose never loads this project skill 'deploy': the project skill .agents/skills/deploy/SKILL.md has the same name and wins (later skill folders win)",
    );
    expect(r.findings[0]!.related[0]).toMatchObject({ path: '.agents/skills/deploy/SKILL.md' });
  });

  it('treats one real file reached through a symlinked folder as one skill', async () => {
    const r = await scanMemory(
      {
        '.agents/skills/deploy/SKILL.md': deploy(),
        '.claude/skills/deploy': { symlink: '../../.agents/skills/deploy' },
      },
      { only },
    );
    expect(r.model.skills.filter((s) => s.kind === 'skill')).toHaveLength(1);
    expect(r.findings).toEqual([]);
  });

  it('Claude Code: a skill beats a command of the same name; the finding sits on the command', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/deploy/SKILL.md': deploy(),
        '.claude/commands/deploy.md': '---\ndescription: Old deploy command\n---\nDeploy.\n',
      },
      { only },
    );
    expect(positions(r.findings)).toEqual(['.claude/commands/deploy.md:1:1 skill-conflict medium']);
    expect(r.findings[0]!.message).toBe(
      "Claude Code never loads this project command 'deploy': the project skill .claude/skills/deploy/SKILL.md has the same name and wins (a skill beats a command of the same name)",
    );
  });

  it('Claude Code: enterprise beats project', async () => {
    const r = await scanMemory(
      {
        'etc/claude-code/.claude/skills/deploy/SKILL.md': deploy(),
        '.claude/skills/deploy/SKILL.md': deploy('Project copy.'),
      },
      { only, config: { runtimes: ['claude-code'] } },
    );
    expect(positions(r.findings)).toEqual(['.claude/skills/deploy/SKILL.md:2:7 skill-conflict medium']);
    expect(r.findings[0]!.message).toMatch(
      /managed skill etc\/claude-code.*wins \(enterprise > personal > project\)/,
    );
  });

  it('nested duplicates get directory-qualified names in Claude Code and are not a conflict', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/deploy/SKILL.md': deploy(),
        'apps/web/.claude/skills/deploy/SKILL.md': deploy('Web.'),
      },
      { only, config: { runtimes: ['claude-code'] } },
    );
    expect(r.findings).toEqual([]);
  });

  it('Codex: a nested copy meets the root one (it walks up), sibling folders never meet', async () => {
    const r = await scanMemory(
      {
        '.agents/skills/deploy/SKILL.md': deploy(),
        'apps/web/.agents/skills/deploy/SKILL.md': deploy('Web deploy.'),
        'apps/api/.agents/skills/lint/SKILL.md': skillMd('name: lint\ndescription: Lints the API.'),
        'apps/web/.agents/skills/lint/SKILL.md': skillMd('name: lint\ndescription: Lints the web.'),
      },
      { only, config: { runtimes: ['codex'] } },
    );
    expect(positions(r.findings)).toEqual([
      'apps/web/.agents/skills/deploy/SKILL.md:2:7 skill-conflict medium',
    ]);
    expect(r.findings[0]!.message).toMatch(
      /^OpenAI Codex loads both this nested skill and \.agents\/skills.*Codex silently skips/,
    );
  });

  it('home layout: two personal folders read by one runtime collide', async () => {
    const r = await scanMemory(
      { '.claude/skills/deploy/SKILL.md': deploy(), '.agents/skills/deploy/SKILL.md': deploy('Other.') },
      { only, config: { layout: 'home', runtimes: ['copilot'] } },
    );
    expect(positions(r.findings)).toEqual(['.claude/skills/deploy/SKILL.md:2:7 skill-conflict medium']);
    expect(r.findings[0]!.message).toMatch(/^GitHub Copilot loads both this personal skill and/);
  });

  it('project layout: a project skill shadows a personal one where the runtime follows the spec', async () => {
    const r = await scanMemory(
      { '.github/skills/deploy/SKILL.md': deploy(), '.copilot/skills/deploy/SKILL.md': deploy('Mine.') },
      { only, config: { layout: 'project', runtimes: ['copilot'] } },
    );
    expect(positions(r.findings)).toEqual(['.copilot/skills/deploy/SKILL.md:2:7 skill-conflict medium']);
    expect(r.findings[0]!.message).toBe(
      "GitHub Copilot never loads this personal skill 'deploy': the project skill .github/skills/deploy/SKILL.md has the same name and wins (project over user, the Agent Skills client guidance)",
    );
  });

  it('plugin skills are namespaced and never conflict with project skills', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/deploy/SKILL.md': deploy(),
        'plug/.claude-plugin/plugin.json': '{"name":"plug"}',
        'plug/skills/deploy/SKILL.md': deploy('Plugin deploy.'),
      },
      { only, config: { runtimes: ['claude-code'] } },
    );
    expect(r.findings).toEqual([]);
  });

  it('two plugins with the same name collide', async () => {
    const r = await scanMemory(
      {
        'a/.claude-plugin/plugin.json': '{"name":"tools"}',
        'a/skills/deploy/SKILL.md': deploy(),
        'b/.claude-plugin/plugin.json': '{"name":"tools"}',
        'b/skills/deploy/SKILL.md': deploy('Second.'),
      },
      { only, config: { runtimes: ['claude-code'] } },
    );
    expect(positions(r.findings)).toEqual(['b/skills/deploy/SKILL.md:2:7 skill-conflict medium']);
    expect(r.findings[0]!.message).toMatch(/as 'tools:deploy'/);
  });
});

describe('skill-conflict: bundled skills', () => {
  it('reports a project skill that overrides a configured bundled skill', async () => {
    const r = await scanMemory(
      { '.claude/skills/simplify/SKILL.md': skillMd('name: simplify\ndescription: Our own simplifier.') },
      {
        only,
        config: {
          rules: { 'skill-conflict': { options: { extraSkills: { bundled: [{ name: 'simplify' }] } } } },
        },
      },
    );
    expect(positions(r.findings)).toEqual(['.claude/skills/simplify/SKILL.md:2:7 skill-conflict low']);
    expect(r.findings[0]!.message).toMatch(/instead of its bundled skill 'simplify'/);
  });
});

describe('skill-conflict: same-job rivals', () => {
  it('flags near-identical descriptions at the later description, low', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/nunit/SKILL.md': skillMd(
          "name: nunit\ndescription: 'Get best practices for NUnit unit testing, including data-driven tests'",
        ),
        '.claude/skills/xunit/SKILL.md': skillMd(
          "name: xunit\ndescription: 'Get best practices for XUnit unit testing, including data-driven tests'",
        ),
      },
      { only },
    );
    expect(positions(r.findings)).toEqual(['.claude/skills/xunit/SKILL.md:3:14 skill-conflict low']);
    expect(r.findings[0]!.message).toMatch(
      /shares 82% of its words .* only 'xunit' here versus 'nunit' there/,
    );
  });

  it('is quiet on different jobs', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/a/SKILL.md': skillMd(
          'name: a\ndescription: Create a new specification file for the solution.',
        ),
        '.claude/skills/b/SKILL.md': skillMd(
          'name: b\ndescription: Update an existing specification file based on new requirements or code changes.',
        ),
      },
      { only },
    );
    expect(r.findings).toEqual([]);
  });

  it('does not compare skills no runtime lists together', async () => {
    const d = 'description: Get best practices for NUnit unit testing, including data-driven tests';
    const r = await scanMemory(
      {
        '.claude/skills/a/SKILL.md': skillMd(`name: a\n${d}`),
        '.gemini/skills/b/SKILL.md': skillMd(`name: b\n${d}`),
      },
      { only },
    );
    expect(r.findings).toEqual([]);
  });

  it('measures word-set Jaccard at the threshold', () => {
    // 6 shared words out of 10 distinct: exactly 0.6.
    const a = words('alpha beta gamma delta epsilon zeta eta theta');
    const b = words('alpha beta gamma delta epsilon zeta iota kappa');
    expect(jaccard(a, b)).toBe(RIVAL_THRESHOLD);
    expect(words('The skill: Use it, when THE user asks!')).toEqual(new Set());
  });
});
