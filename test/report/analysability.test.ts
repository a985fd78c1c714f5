import { describe, expect, it } from 'vitest';
import type { EntryAnalysability } from '../../src/model/analysability.js';
import { formatJson } from '../../src/report/json.js';
import { buildSarif, formatSarif } from '../../src/report/sarif.js';
import { ANALYSABILITY_ROWS, buildSummary } from '../../src/report/summary.js';
import { RULE_META } from '../../src/rules/meta.generated.js';
import { TOOL } from '../../src/version.js';
import { HAS_MULTITOOL, HAS_SCHEMA, multitool, sampleFindings, schemaErrors } from '../action/support.js';

/** Analysability in the three reports a user reads: JSON summary, SARIF run properties, job summary. */

function entry(name: string, score: number, extra: Partial<EntryAnalysability> = {}): EntryAnalysability {
  const bytes = 10_000;
  const unanalysed = Math.round(bytes * (1 - score / 100));
  return {
    entry: `skills/${name}/SKILL.md`,
    name,
    kind: 'skill',
    files: 2,
    bytes,
    analysedBytes: bytes - unanalysed,
    inertBytes: 0,
    unanalysedBytes: unanalysed,
    score,
    notAnalysed: unanalysed
      ? [{ path: `skills/${name}/bin/tool`, bytes: unanalysed, reason: 'ELF executable' }]
      : [],
    ...extra,
  };
}

const entries = [entry('clean', 100), entry('conv', 12.5), entry('half', 50)];

describe('analysability in reports', () => {
  it('is in the JSON summary, per entry point', () => {
    const doc = JSON.parse(
      formatJson({ tool: TOOL, root: '.', findings: [], skills: 3, analysability: entries }),
    );
    expect(doc.summary.analysability).toEqual(entries);
  });

  it('is in the SARIF run properties, with repository-relative paths, and the log stays valid', () => {
    const input = {
      tool: TOOL,
      rules: Object.values(RULE_META),
      findings: sampleFindings(),
      pathPrefix: 'sub',
      analysability: entries,
    };
    const run = buildSarif(input).runs[0]! as { properties?: { analysability: EntryAnalysability[] } };
    expect(run.properties!.analysability.map((a) => [a.entry, a.score, a.notAnalysed[0]?.path])).toEqual([
      ['sub/skills/clean/SKILL.md', 100, undefined],
      ['sub/skills/conv/SKILL.md', 12.5, 'sub/skills/conv/bin/tool'],
      ['sub/skills/half/SKILL.md', 50, 'sub/skills/half/bin/tool'],
    ]);
    if (HAS_SCHEMA) expect(schemaErrors(buildSarif(input))).toEqual([]);
    if (HAS_MULTITOOL) expect(multitool(formatSarif(input)).errors).toEqual([]);
    expect(buildSarif({ ...input, analysability: undefined }).runs[0]).not.toHaveProperty('properties');
  });

  it('is a short table in the job summary: below 100% only, least analysable first, repository text inert', () => {
    const hostile = entry('x|y`<b>', 1, {
      notAnalysed: [{ path: 'skills/x/`a`|b.bin', bytes: 9900, reason: 'binary data' }],
    });
    const md = buildSummary({
      findings: [],
      gate: 'high',
      failing: [],
      analysability: [...entries, hostile],
    });
    const table = md.slice(md.indexOf('### Analysability'));
    const rows = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| entry'));
    expect(rows.map((r) => r.split(' | ')[1])).toEqual(['1%', '12.5%', '50%']);
    expect(rows[0]).not.toMatch(/`a`|<b>/);
    expect(table).not.toContain('clean');
  });

  it('has no table when everything was analysed, and caps the rows', () => {
    expect(
      buildSummary({ findings: [], gate: 'high', failing: [], analysability: [entry('a', 100)] }),
    ).not.toContain('Analysability');
    const many = Array.from({ length: ANALYSABILITY_ROWS + 7 }, (_, i) =>
      entry(`s${String(i).padStart(3, '0')}`, 10),
    );
    const md = buildSummary({ findings: [], gate: 'high', failing: [], analysability: many });
    expect(md.split('\n').filter((l) => l.includes('ELF executable')).length).toBe(ANALYSABILITY_ROWS);
    expect(md).toContain('7 more below 100% are in the SARIF log and the JSON report.');
  });
});
