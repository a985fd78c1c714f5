import { describe, expect, it } from 'vitest';
import type { FindingInput } from '../../src/findings.js';
import { defineRule, type RuleContext, type RuleMeta } from '../../src/rules/types.js';

const META = { id: 'x', severity: 'medium' } as RuleMeta;
const at = (path: string, line: number, column = 1) => ({
  path,
  region: { startLine: line, startColumn: column, endLine: line, endColumn: column + 1 },
});
const finding = (message: string, location: ReturnType<typeof at>, severity?: FindingInput['severity']) => ({
  message,
  location,
  fingerprintKey: message,
  ...(severity ? { severity } : {}),
});

async function reported(onePerEvidence: boolean, inputs: FindingInput[]): Promise<string[]> {
  const out: FindingInput[] = [];
  const ctx = {
    model: {},
    meta: META,
    options: {},
    report: (f: FindingInput) => out.push(f),
  } as unknown as RuleContext;
  const rule = defineRule(
    'x',
    (c) => {
      for (const f of inputs) c.report(f);
    },
    'main',
    { onePerEvidence },
  );
  await rule.check(ctx);
  return out.map((f) => `${f.message} ${f.severity ?? 'default'}`);
}

describe('defineRule onePerEvidence', () => {
  const inputs = [
    finding('sentence', at('a.md', 3, 5), 'high'),
    finding('other place', at('a.md', 4)),
    finding('decoded command', at('a.md', 3, 5), 'critical'),
    finding('same place, milder', at('a.md', 3, 5), 'low'),
    finding('same line, other column', at('a.md', 3, 9), 'low'),
  ];

  it('keeps the most severe finding per place, where the first was reported', async () => {
    expect(await reported(true, inputs)).toEqual([
      'decoded command critical',
      'other place default',
      'same line, other column low',
    ]);
  });

  it('leaves rules that report several findings at one place on purpose as they are', async () => {
    expect(await reported(false, inputs)).toHaveLength(5);
  });
});
