import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';
import { GENERATORS } from './generators.js';
import {
  aboveMax,
  casesOf,
  formatOut,
  outLines,
  RULE_IDS,
  RULE_TESTS,
  type RuleCase,
  readOut,
  removeGeneratedTrees,
  rulesRunBy,
  ruleTestDirs,
  runCase,
} from './harness.js';

/**
 * Drives every case under test/rules/<rule-id>/ (see harness.ts for the layout). `UPDATE=1 npx vitest run
 * test/rules` rewrites each `.out` from what the rules report now; review the diff before committing.
 */
const UPDATE = process.env.UPDATE === '1';

afterAll(removeGeneratedTrees);

const tested = ruleTestDirs().filter((d) => RULE_IDS.includes(d));

describe.each(tested)('%s', (ruleId) => {
  const cases = casesOf(ruleId);
  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c: RuleCase) => {
    const r = await runCase(c);
    expect(r.ruleErrors, 'a rule threw').toEqual([]);
    const ran = new Set(rulesRunBy(c));
    for (const f of r.findings) {
      expect(ran.has(f.ruleId), `${f.ruleId} did not run`).toBe(true);
      // Messages are one line: they end up in annotations, SARIF and terminal output.
      expect(f.message, 'message').toMatch(/^[^\n\r]+$/);
    }
    expect(outLines(aboveMax(c, r.findings)), `findings above maxSeverity ${c.spec.maxSeverity}`).toEqual([]);
    if (UPDATE) {
      writeFileSync(c.outPath, formatOut(r.findings));
      return;
    }
    const expected = readOut(c);
    if (expected === undefined)
      throw new Error(`${c.outPath} is missing: run UPDATE=1 npx vitest run test/rules`);
    expect(outLines(r.findings)).toEqual(expected);
  });
});

describe('rule tests cover every rule', () => {
  it('every folder under test/rules is named after a rule', () => {
    const strays = ruleTestDirs().filter((d) => !RULE_IDS.includes(d));
    expect(strays, 'folders that name no rule in rules/').toEqual([]);
  });

  it('every rule in rules/ has a case that fires and a case that stays quiet', () => {
    // rules/<id>.md is the single source of a rule's existence (test/rules-meta.test.ts ties it to the registry).
    const documented = readdirSync(join(ROOT, 'rules'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -'.md'.length));
    expect(documented.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const id of documented.sort()) {
      const outs = casesOf(id).map(readOut);
      const fires = new RegExp(` (?:critical|high|medium|low|info) ${id}(?: |$)`);
      if (!outs.some((o) => o?.some((l) => fires.test(l)))) missing.push(`${id}: no case where it fires`);
      if (!outs.some((o) => o?.length === 0)) missing.push(`${id}: no case with an empty .out`);
    }
    expect(missing).toEqual([]);
  });

  it('every .out belongs to a case', () => {
    const orphans: string[] = [];
    for (const id of tested) {
      const outs = new Set(casesOf(id).map((c) => c.outPath));
      for (const group of readdirSync(join(RULE_TESTS, id), { withFileTypes: true })) {
        if (!group.isDirectory()) continue;
        for (const f of readdirSync(join(RULE_TESTS, id, group.name))) {
          const p = join(RULE_TESTS, id, group.name, f);
          if (f.endsWith('.out') && !outs.has(p)) orphans.push(`${id}/${group.name}/${f}`);
        }
      }
    }
    expect(orphans).toEqual([]);
  });

  it('every generator is used by a case', () => {
    const used = new Set(tested.flatMap((id) => casesOf(id).map((c) => c.spec.generate)));
    expect(Object.keys(GENERATORS).filter((g) => !used.has(g))).toEqual([]);
  });
});
