import { describe, expect, it } from 'vitest';
import { positions, scanMemory, skillMd } from '../helpers.js';

const only = ['listing-overflow'];
const withOptions = (options: Record<string, unknown>) => ({
  only,
  config: { rules: { 'listing-overflow': { options } } },
});
const words = (n: number, seed = 'word') => Array.from({ length: n }, (_, i) => `${seed}${i % 10}`).join(' ');

describe('listing-overflow', () => {
  it('is quiet when the listing fits', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/a/SKILL.md': skillMd(
          'name: a\ndescription: Deploys the app. Use when asked to deploy.',
        ),
      },
      { only },
    );
    expect(r.findings).toEqual([]);
  });

  it('points at the first character cut by the per-skill cap (low)', async () => {
    // 1,600 characters: Claude Code shows 1,535 + "…"; the cut is at column 14 + 1,535 = 1,549.
    const desc = 'x'.repeat(1600);
    const r = await scanMemory(
      { '.claude/skills/a/SKILL.md': skillMd(`name: a\ndescription: ${desc}`) },
      { only },
    );
    expect(positions(r.findings)).toEqual(['.claude/skills/a/SKILL.md:3:1549 listing-overflow low']);
    expect(r.findings[0]!.location.region).toEqual({
      startLine: 3,
      startColumn: 1549,
      endLine: 3,
      endColumn: 1614,
    });
    expect(r.findings[0]!.message).toMatch(/Claude Code shows only the first 1,535 of 1,600 characters/);
  });

  it('maps the cut into a folded multi-line description', async () => {
    // Budget 60: "- a: " + C <= 60 → C = 55: 54 characters shown. Folded lines are "word0 … word9" (59 chars
    // each, joined by one space): character 54 is on the first folded line, column 3 + 54 = 57.
    const text = skillMd(`name: a\ndescription: >\n  ${words(10)}\n  ${words(10, 'more')}`);
    const r = await scanMemory({ '.claude/skills/a/SKILL.md': text }, withOptions({ charBudget: 60 }));
    expect(positions(r.findings)).toEqual(['.claude/skills/a/SKILL.md:4:57 listing-overflow low']);
    expect(r.findings[0]!.message).toMatch(/cuts the description of 'a' after 54 of 119 characters/);
  });

  it('reports names-only skills as medium, with the other degraded skills as related locations', async () => {
    const files: Record<string, string> = {};
    for (const n of ['a', 'b', 'c'])
      files[`.claude/skills/${n}/SKILL.md`] = skillMd(`name: ${n}\ndescription: ${words(40)}`);
    const r = await scanMemory(files, withOptions({ charBudget: 30 }));
    expect(positions(r.findings)).toEqual([
      '.claude/skills/a/SKILL.md:3:14 listing-overflow medium',
      '.claude/skills/b/SKILL.md:3:14 listing-overflow medium',
      '.claude/skills/c/SKILL.md:3:14 listing-overflow medium',
    ]);
    expect(r.findings[0]!.message).toMatch(/lists only the name 'a'.*budget is 30 \(fixed, as SLASH/);
    expect(r.findings[0]!.related.map((l) => l.path)).toEqual([
      '.claude/skills/b/SKILL.md',
      '.claude/skills/c/SKILL.md',
    ]);
  });

  it('does not report a cut that hides fewer than 10 characters', async () => {
    // "- a: " + 1,544 characters: the cap keeps 1,535 + "…", hiding 9.
    const r = await scanMemory(
      { '.claude/skills/a/SKILL.md': skillMd(`name: a\ndescription: ${'x'.repeat(1544)}`) },
      { only },
    );
    expect(r.findings).toEqual([]);
  });

  it('reports a dropped when_to_use at its value', async () => {
    // "- a: short" = 10 fits 40; with " - " + 40 characters of when_to_use it does not.
    const text = skillMd(`name: a\ndescription: short\nwhen_to_use: ${'w'.repeat(40)}`);
    const r = await scanMemory({ '.claude/skills/a/SKILL.md': text }, withOptions({ charBudget: 40 }));
    expect(positions(r.findings)).toEqual(['.claude/skills/a/SKILL.md:4:14 listing-overflow low']);
    expect(r.findings[0]!.message).toMatch(/drops the when_to_use text/);
  });

  it('leaves skills hidden from the model out of the listing', async () => {
    const files: Record<string, string> = {};
    for (const n of ['a', 'b'])
      files[`.claude/skills/${n}/SKILL.md`] = skillMd(
        `name: ${n}\ndescription: ${words(40)}\ndisable-model-invocation: true`,
      );
    const r = await scanMemory(files, withOptions({ charBudget: 30 }));
    expect(r.findings).toEqual([]);
  });

  it('simulates Codex: whole skills left out, in .agents/skills', async () => {
    const files: Record<string, string> = {};
    for (const n of ['a', 'b'])
      files[`.agents/skills/${n}/SKILL.md`] = skillMd(`name: ${n}\ndescription: ${words(40)}`);
    const r = await scanMemory(files, withOptions({ runtimes: { codex: { charBudget: 40 } } }));
    const codex = r.findings.filter((f) => f.message.startsWith('OpenAI Codex'));
    // Same length: 'a' goes first (name order); 'b' then gets "- b: " + C <= 40 → C = 35, 34 shown → column 48.
    expect(positions(codex)).toEqual([
      '.agents/skills/a/SKILL.md:3:14 listing-overflow medium',
      '.agents/skills/b/SKILL.md:3:48 listing-overflow low',
    ]);
    expect(codex[0]!.message).toMatch(/leaves 'a' out of the skill list entirely/);
  });

  it('lists a skill without description under Claude Code by its first body line, or by name alone', async () => {
    const r = await scanMemory(
      {
        '.claude/skills/a/SKILL.md':
          '---\nname: a\n---\n\nFirst body line that is long enough to be cut here.\n',
        '.claude/skills/b/SKILL.md': '---\nname: b\n---\n',
      },
      withOptions({ charBudget: 30 }),
    );
    // "- a: " + C + "\n- b" (4) <= 30 → C = 21: 20 shown; the body line starts at line 5, column 1.
    expect(positions(r.findings)).toEqual(['.claude/skills/a/SKILL.md:5:21 listing-overflow low']);
    expect(r.findings[0]!.message).toMatch(/cuts the first body line \(no description\) of 'a' after 20/);
  });

  it('Codex leaves out skills whose agents/openai.yaml turns implicit invocation off', async () => {
    const files: Record<string, string> = {
      '.agents/skills/b/agents/openai.yaml': 'policy:\n  allow_implicit_invocation: false\n',
    };
    for (const n of ['a', 'b'])
      files[`.agents/skills/${n}/SKILL.md`] = skillMd(`name: ${n}\ndescription: ${words(40)}`);
    // Without b, "- a: " + 239 = 244 characters fit 250; with b both would need 489.
    const r = await scanMemory(files, withOptions({ runtimes: { codex: { charBudget: 250 } } }));
    expect(r.findings.filter((f) => f.message.startsWith('OpenAI Codex'))).toEqual([]);
    delete files['.agents/skills/b/agents/openai.yaml'];
    const r2 = await scanMemory(files, withOptions({ runtimes: { codex: { charBudget: 250 } } }));
    expect(r2.findings.filter((f) => f.message.startsWith('OpenAI Codex')).length).toBeGreaterThan(0);
  });

  it('simulates each plugin with the repository skills, not all plugins together', async () => {
    const files: Record<string, string> = {
      '.claude-plugin/marketplace.json': JSON.stringify({
        name: 'm',
        owner: { name: 'o' },
        plugins: [
          { name: 'p1', source: './p1' },
          { name: 'p2', source: './p2' },
        ],
      }),
    };
    // Each plugin alone: "- p1:s: " + 300 = 308 ≤ 400; both together would need 617.
    for (const p of ['p1', 'p2']) {
      files[`${p}/.claude-plugin/plugin.json`] = JSON.stringify({ name: p });
      files[`${p}/skills/s/SKILL.md`] = skillMd(`name: s\ndescription: ${'d'.repeat(300)}`);
    }
    const r = await scanMemory(files, withOptions({ charBudget: 400 }));
    expect(r.findings).toEqual([]);
  });
});
