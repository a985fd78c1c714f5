import { describe, expect, it } from 'vitest';
import { buildFinding, type Finding } from '../../../src/findings.js';
import type { Reach, ReferenceGraph } from '../../../src/model/graph.js';
import rule from '../../../src/rules/progressive-disclosure.js';
import { metaOf } from '../../../src/scan.js';
import { positions, scanMemory, skillMd } from '../../helpers.js';
import { findingAt, messageAt, scanCase } from '../harness.js';

const RULE = 'progressive-disclosure';
const run = (label: string) => scanCase(RULE, label);

describe('progressive-disclosure messages', () => {
  it('counts the lines and the estimated tokens of a large body, and says how tokens were estimated', async () => {
    expect(messageAt(await run('invalid/body-over-500-lines'), 'skills/big/SKILL.md:505:1')).toMatch(
      /501 lines \(recommended: under 500\)/,
    );
    expect(messageAt(await run('invalid/body-over-5000-tokens'), 'skills/big/SKILL.md:5:1')).toMatch(
      /about 5002 tokens \(estimated as characters ÷ 4/,
    );
  });
  it('counts distinct instructions', async () => {
    expect(messageAt(await run('invalid/over-80-instructions'), 'skills/big/SKILL.md:85:1')).toMatch(
      /81 distinct imperative instructions/,
    );
  });
  it('reports a resident catalog once, on the biggest contributor, with the other skills related', async () => {
    // 8 × 9 + 12 = 84 instructions in the one catalog every runtime reading .claude/skills shares.
    const f = findingAt(
      await run('invalid/resident-catalog-over-80-instructions'),
      '.claude/skills/s4/SKILL.md:3:14',
    );
    expect(f.message).toMatch(/catalog of claude-code, .* keeps 84 imperative instructions/);
    expect(f.related).toHaveLength(8);
  });
});

describe('progressive-disclosure — nested references (a hand-built graph)', () => {
  it('reports a reference file reached through two hops, at the reference that leads there', async () => {
    const P = 'skills/big/SKILL.md';
    const FM = 'name: big\ndescription: Does big things. Use when the user asks for big things.';
    const r = await scanMemory(
      {
        [P]: skillMd(FM, 'See [guide](references/guide.md); `named.md` has the rest.\n'),
        'skills/big/references/guide.md': '# Guide\n\nSee [details](details.md).\n',
        'skills/big/references/details.md': '# Details\n',
        'skills/big/references/named.md': '# Named\n',
        'skills/big/scripts/run.sh': 'echo hi\n',
      },
      { only: [] },
    );
    const reach = (path: string, chain: Reach['chain']): [string, Reach] => [
      path,
      { entry: P, chain, depth: chain.length - 1 },
    ];
    const closure = new Map<string, Reach>([
      reach(P, [{ path: P }]),
      reach('skills/big/references/guide.md', [
        { path: P, region: { startLine: 5, startColumn: 5, endLine: 5, endColumn: 34 } },
        { path: 'skills/big/references/guide.md' },
      ]),
      reach('skills/big/references/details.md', [
        { path: P, region: { startLine: 5, startColumn: 5, endLine: 5, endColumn: 34 } },
        {
          path: 'skills/big/references/guide.md',
          region: { startLine: 3, startColumn: 5, endLine: 3, endColumn: 24 },
        },
        { path: 'skills/big/references/details.md' },
      ]),
      reach('skills/big/references/named.md', [
        { path: P },
        {
          path: 'skills/big/references/guide.md',
          region: { startLine: 4, startColumn: 1, endLine: 4, endColumn: 9 },
        },
        { path: 'skills/big/references/named.md' },
      ]),
      reach('skills/other/references/x.md', [
        { path: P, region: { startLine: 5, startColumn: 5, endLine: 5, endColumn: 34 } },
        { path: 'skills/other/SKILL.md', region: { startLine: 3, startColumn: 1, endLine: 3, endColumn: 9 } },
        { path: 'skills/other/references/x.md' },
      ]),
      reach('skills/big/scripts/run.sh', [
        { path: P },
        { path: 'skills/big/references/guide.md' },
        { path: 'skills/big/scripts/run.sh' },
      ]),
    ]);
    const graph: ReferenceGraph = {
      entries: [P],
      edgesFrom: () => [],
      closure: (e) => (e === P ? closure : new Map()),
      reachers: () => [],
      scanned: () => true,
      reached: () => [...closure.keys()],
      depthCuts: [],
    };
    const findings: Finding[] = [];
    const meta = metaOf(RULE);
    await rule.check({
      model: { ...r.model, graph: async () => graph },
      meta,
      options: {},
      report: (f) => findings.push(buildFinding(meta, f)),
    });
    // The script two hops away is not a reference document, and the chain through skills/other is that
    // skill's structure, and named.md is named in SKILL.md itself: only details.md is reported.
    expect(positions(findings)).toEqual([`skills/big/references/guide.md:3:5 ${RULE} info`]);
    expect(findings[0]!.message).toMatch(
      /'skills\/big\/references\/details\.md' is reached only through 2 levels/,
    );
    expect(findings[0]!.entry).toBe(P);
  });
});
