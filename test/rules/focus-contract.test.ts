import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { scan } from '../../src/scan.js';
import { touchedPaths } from '../../src/scan-finish.js';
import { ROOT } from '../helpers.js';
import { casesOf, outLines, RULE_IDS, runCase } from './harness.js';

/**
 * Rules that look at one skill document at a time through `ScanModel.skillsInFocus()` promise that a
 * skill's findings sit in its own document with no entry or related location elsewhere, so a pull-request
 * scan loses nothing by skipping skills the change cannot reach. This checks the promise on every case of
 * those rules: with one skill document changed, the pull-request scan reports exactly the full scan's
 * findings that fall in what the change touched (src/scan-finish.ts `withinChange`).
 */

const usesFocus = (id: string) =>
  readFileSync(join(ROOT, 'src/rules', `${id}.ts`), 'utf8').includes('skillsInFocus()');
const FOCUSED = RULE_IDS.filter(usesFocus);

function keptIn(touched: ReadonlySet<string>, f: Finding): boolean {
  return (
    touched.has(f.location.path) ||
    f.entries.some((e) => touched.has(e)) ||
    (!f.relatedAreContext && f.related.some((r) => touched.has(r.path)))
  );
}

describe('rules that check skills in focus keep their pull-request findings', () => {
  it('are found (the list is read from the rules)', () => {
    expect(FOCUSED.length).toBeGreaterThanOrEqual(17);
  });

  const cases = FOCUSED.flatMap((id) => casesOf(id)).filter(
    (c) => c.treeDir && !c.spec.generate && !c.spec.config,
  );
  it.each(cases.map((c) => [`${c.ruleId}/${c.label}`, c] as const))('%s', async (_label, c) => {
    const full = await runCase(c);
    const skills = full.model.skills.map((s) => s.path).sort();
    if (skills.length === 0) return; // nothing a change to a skill document could focus on
    const changed = new Set([skills[skills.length - 1]!]);
    const only = c.spec.only === 'all' ? undefined : (c.spec.only ?? [c.ruleId]);
    const pr = await scan({ root: c.treeDir!, changed, ...(only ? { only } : {}) });
    const touched = touchedPaths(await pr.model.graph(), changed);
    expect(outLines(pr.findings)).toEqual(outLines(full.findings.filter((f) => keptIn(touched, f))));
  });
});
