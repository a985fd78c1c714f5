import { describe, expect, it } from 'vitest';
import { imperativeInstructions } from '../../src/analysis/instructions.js';
import { buildFinding, type Finding } from '../../src/findings.js';
import type { Reach, ReferenceGraph } from '../../src/model/graph.js';
import rule from '../../src/rules/progressive-disclosure.js';
import { metaOf } from '../../src/scan.js';
import { positions, scanMemory, skillMd } from '../helpers.js';

const RULE = 'progressive-disclosure';
const P = 'skills/big/SKILL.md';
const FM = 'name: big\ndescription: Does big things. Use when the user asks for big things.';

describe('progressive-disclosure — body size', () => {
  it('flags a body of 501 lines at the first line past the limit, not one of 500', async () => {
    const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `line ${i}`).join('\n')}\n`;
    const r = await scanMemory(
      { [P]: skillMd(FM, lines(501)), 'skills/ok/SKILL.md': skillMd(FM.replace('big', 'ok'), lines(500)) },
      { only: [RULE] },
    );
    // Body starts on line 5 (after 4 frontmatter lines); line 5 + 500 is the 501st body line.
    expect(positions(r.findings)).toEqual([`${P}:505:1 ${RULE} low`]);
    expect(r.findings[0]!.message).toMatch(/501 lines \(recommended: under 500\)/);
  });

  it('flags ~5,000 tokens estimated from characters and says how it estimated', async () => {
    const r = await scanMemory(
      {
        [P]: skillMd(FM, `${'word '.repeat(4001)}\n`),
        'skills/ok/SKILL.md': skillMd(FM.replace('big', 'ok'), `${'word '.repeat(3999)}\n`),
      },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`${P}:5:1 ${RULE} low`]);
    expect(r.findings[0]!.message).toMatch(/about 5002 tokens \(estimated as characters ÷ 4/);
  });
});

describe('progressive-disclosure — instructions', () => {
  it('counts distinct directive sentences outside code, once each', () => {
    const text = [
      '- You must run the tests.',
      '- You must run the tests.',
      'Never push to main. Run the linter.',
      '```bash',
      '# you must not count this',
      '```',
      'Use `always` here without directive words.',
      '<!-- always hidden -->',
    ].join('\n');
    expect(imperativeInstructions(text).map((i) => i.text)).toEqual([
      '- You must run the tests.',
      'Never push to main.',
    ]);
  });

  it('flags a body with 81 distinct instructions at the 81st, not one with 80', async () => {
    const body = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `- Always check item ${i}.`).join('\n')}\n`;
    const r = await scanMemory(
      { [P]: skillMd(FM, body(81)), 'skills/ok/SKILL.md': skillMd(FM.replace('big', 'ok'), body(80)) },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`${P}:85:1 ${RULE} low`]);
    expect(r.findings[0]!.message).toMatch(/81 distinct imperative instructions/);
  });

  it('reports a resident catalog over 80 instructions once, on the biggest contributor', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 9; i++) {
      const desc = Array.from({ length: i === 4 ? 12 : 9 }, (_, j) => `Always do step ${j}.`).join(' ');
      files[`.claude/skills/s${i}/SKILL.md`] = skillMd(`name: s${i}\ndescription: ${desc}`);
    }
    const r = await scanMemory(files, { only: [RULE] });
    // 8 × 9 + 12 = 84 instructions in the one catalog every runtime reading .claude/skills shares.
    const catalog = r.findings.filter((f) => f.message.includes('catalog'));
    expect(positions(catalog)).toEqual([`.claude/skills/s4/SKILL.md:3:14 ${RULE} info`]);
    expect(catalog[0]!.message).toMatch(/catalog of claude-code, .* keeps 84 imperative instructions/);
    expect(catalog[0]!.related).toHaveLength(8);
    const under = await scanMemory(
      Object.fromEntries(Object.entries(files).filter(([k]) => !k.includes('/s4/'))),
      { only: [RULE] },
    );
    expect(under.findings).toEqual([]); // 72 instructions
  });
});

describe('progressive-disclosure — nested references', () => {
  it('reports a reference file reached through two hops, at the reference that leads there', async () => {
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
