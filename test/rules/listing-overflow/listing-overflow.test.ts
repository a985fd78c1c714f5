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
    ).toMatch(
      /1 skill loses .* \(1 cut short\)\. Worst hit: the description of 'a' is cut after 54 of 119 characters/,
    );
  });
  it('reports an over-budget catalogue once, naming the budget and relating every other skill it degrades', async () => {
    const r = await run('invalid/names-only-listing');
    // One finding for the catalogue, not one per skill (docs/taxonomy.md).
    expect(outLines(r.findings)).toEqual(['.claude/skills/a/SKILL.md:3:14 medium listing-overflow']);
    const f = findingAt(r, '.claude/skills/a/SKILL.md:3:14');
    expect(f.message).toMatch(
      /over its budget: .*budget is 30 \(fixed, as SLASH.*3 skills lose .*\(3 listed by name only\)/,
    );
    expect(f.message).toMatch(/Worst hit: 'a' is listed by name only/);
    expect(f.related.map((l) => `${l.path} ${l.message}`)).toEqual([
      ".claude/skills/b/SKILL.md 'b' is listed by name only: the description is dropped",
      ".claude/skills/c/SKILL.md 'c' is listed by name only: the description is dropped",
    ]);
    // A change to any victim is a change to the catalogue's finding.
    expect(f.relatedAreContext).toBeFalsy();
  });
  it('says the when_to_use text is dropped', async () => {
    // "- a: short" = 10 fits 40; with " - " + 40 characters of when_to_use it does not.
    expect(messageAt(await run('invalid/when-to-use-dropped'), '.claude/skills/a/SKILL.md:4:14')).toMatch(
      /\(1 without their when_to_use text\)\. Worst hit: 'a' loses its when_to_use text/,
    );
  });
  it('simulates Codex: whole skills left out, the worst victim first', async () => {
    const r = await run('invalid/codex-leaves-skills-out');
    // Same length: 'a' goes first (name order); 'b' then gets "- b: " + C <= 40 → C = 35, 34 shown → column 48.
    expect(outLines(codexOnly(r))).toEqual(['.agents/skills/a/SKILL.md:3:14 medium listing-overflow']);
    const f = findingAt(r, '.agents/skills/a/SKILL.md:3:14');
    expect(f.message).toMatch(
      /^OpenAI Codex's skill listing .*\(1 left out entirely, 1 cut short\)\. Worst hit: 'a' is left out/,
    );
    expect(f.related.map((l) => `${l.path}:${l.region?.startLine}:${l.region?.startColumn}`)).toEqual([
      '.agents/skills/b/SKILL.md:3:48',
    ]);
    expect(f.related[0]!.message).toMatch(/of 'b' is cut after 34 of/);
  });
  it('lists a skill without description by its first body line', async () => {
    // "- a: " + C + "\n- b" (4) <= 30 → C = 21: 20 shown; the body line starts at line 5, column 1.
    expect(
      messageAt(await run('invalid/first-body-line-as-description'), '.claude/skills/a/SKILL.md:5:21'),
    ).toMatch(/Worst hit: the first body line \(no description\) of 'a' is cut after 20/);
  });
  it('Codex leaves out skills whose agents/openai.yaml turns implicit invocation off', async () => {
    // Without b, "- a: " + 239 = 244 characters fit 250; with b both would need 489.
    expect(codexOnly(await run('valid/codex-implicit-invocation-off'))).toEqual([]);
    expect(codexOnly(await run('invalid/codex-over-budget-without-policy')).length).toBeGreaterThan(0);
  });
});

describe('listing-overflow on a marketplace', () => {
  it("reports the repository's own skills once and each plugin's own skills once, with their victims related", async () => {
    const r = await run('invalid/marketplace-repository-and-each-plugin-one-finding-each');
    const claude = r.findings.filter((f) => f.message.startsWith('Claude Code'));
    const view = claude.map((f) => [f.location.path, ...f.related.map((l) => l.path)].join(' + ')).sort();
    expect(view).toEqual([
      '.claude/skills/review-diff/SKILL.md + .claude/skills/write-changelog/SKILL.md',
      'p1/skills/clean-csv/SKILL.md + p1/skills/chart-data/SKILL.md',
      'p2/skills/translate-docs/SKILL.md',
    ]);
    // A plugin's finding names the catalogue it is simulated in; fingerprints stay per catalogue.
    expect(messageAt(r, 'p1/skills/clean-csv/SKILL.md:3:45')).toMatch(
      /with plugin p1 installed, so 2 skills lose/,
    );
    expect(new Set(claude.map((f) => f.fingerprint)).size).toBe(3);
  });
});
