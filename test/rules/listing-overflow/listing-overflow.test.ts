import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../../../src/scan.js';
import { findingAt, messageAt, outLines, scanCase } from '../harness.js';

const run = (label: string) => scanCase('listing-overflow', label);
const codexOnly = (r: ScanResult) => r.findings.filter((f) => f.message.startsWith('OpenAI Codex'));

describe('listing-overflow', () => {
  it('marks the cut text and says how much of it Claude Code shows', async () => {
    // 1,600 characters: Claude Code shows 1,535 + "…"; the cut is at column 14 + 1,535 = 1,549.
    const f = findingAt(
      await run('invalid/description-over-per-skill-cap'),
      '.claude/skills/a/SKILL.md:3:1549',
    );
    expect(f.location.region).toEqual({ startLine: 3, startColumn: 1549, endLine: 3, endColumn: 1614 });
    expect(f.message).toMatch(/Claude Code shows only the first 1,535 of 1,600 characters/);
  });
  it('maps the cut into a folded description', async () => {
    // Budget 60: "- a: " + C <= 60 → C = 55: 54 characters shown. Folded lines are "word0 … word9" (59 chars
    // each, joined by one space): character 54 is on the first folded line, column 3 + 54 = 57.
    expect(
      messageAt(await run('invalid/cut-in-folded-description'), '.claude/skills/a/SKILL.md:4:57'),
    ).toMatch(/cuts the description of 'a' after 54 of 119 characters/);
  });
  it('names the budget of a names-only listing and relates the other degraded skills', async () => {
    const f = findingAt(await run('invalid/names-only-listing'), '.claude/skills/a/SKILL.md:3:14');
    expect(f.message).toMatch(/lists only the name 'a'.*budget is 30 \(fixed, as SLASH/);
    expect(f.related.map((l) => l.path)).toEqual(['.claude/skills/b/SKILL.md', '.claude/skills/c/SKILL.md']);
  });
  it('says the when_to_use text is dropped', async () => {
    // "- a: short" = 10 fits 40; with " - " + 40 characters of when_to_use it does not.
    expect(messageAt(await run('invalid/when-to-use-dropped'), '.claude/skills/a/SKILL.md:4:14')).toMatch(
      /drops the when_to_use text/,
    );
  });
  it('simulates Codex: whole skills left out', async () => {
    const r = await run('invalid/codex-leaves-skills-out');
    // Same length: 'a' goes first (name order); 'b' then gets "- b: " + C <= 40 → C = 35, 34 shown → column 48.
    expect(outLines(codexOnly(r))).toEqual([
      '.agents/skills/a/SKILL.md:3:14 medium listing-overflow',
      '.agents/skills/b/SKILL.md:3:48 low listing-overflow',
    ]);
    expect(messageAt(r, '.agents/skills/a/SKILL.md:3:14')).toMatch(
      /leaves 'a' out of the skill list entirely/,
    );
  });
  it('lists a skill without description by its first body line', async () => {
    // "- a: " + C + "\n- b" (4) <= 30 → C = 21: 20 shown; the body line starts at line 5, column 1.
    expect(
      messageAt(await run('invalid/first-body-line-as-description'), '.claude/skills/a/SKILL.md:5:21'),
    ).toMatch(/cuts the first body line \(no description\) of 'a' after 20/);
  });
  it('Codex leaves out skills whose agents/openai.yaml turns implicit invocation off', async () => {
    // Without b, "- a: " + 239 = 244 characters fit 250; with b both would need 489.
    expect(codexOnly(await run('valid/codex-implicit-invocation-off'))).toEqual([]);
    expect(codexOnly(await run('invalid/codex-over-budget-without-policy')).length).toBeGreaterThan(0);
  });
});
