import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/findings.js';
import { annotationFor, planAnnotations } from '../../src/report/annotations.js';
import { inertLogLine, inertMarkdown, inertMermaid } from '../../src/report/sanitize.js';
import { buildSummary, chainChart, lineUrl } from '../../src/report/summary.js';
import { finding, region, sampleFindings } from './support.js';

const HOSTILE =
  'evil\n::add-mask::x %0A::error::forged <script>alert(1)</script> [x](https://e.example) @org/team #1 `code` | cell';

function many(ruleId: string, n: number, dir = 'skills'): Finding[] {
  return Array.from({ length: n }, (_, i) =>
    finding(ruleId, {
      message: `${ruleId} ${i}`,
      location: { path: `${dir}/s${String(i).padStart(2, '0')}/SKILL.md`, region: region(2, 1) },
    }),
  );
}

describe('annotations', () => {
  it('prints columns only on single-line regions, with repository-relative files and rule titles', () => {
    const [chained, , whole, multi] = sampleFindings();
    expect(annotationFor(chained!, { pathPrefix: 'sub', titles: { 'scan-limit': 'Limit' } })).toEqual({
      level: 'error',
      message: 'evidence reached through references\nReached from sub/skills/a/SKILL.md.',
      props: {
        title: 'high: Limit (scan-limit)',
        file: 'sub/skills/a/refs/deep.md',
        startLine: 4,
        endLine: 4,
        startColumn: 2,
        endColumn: 5,
      },
    });
    expect(annotationFor(multi!).props).toEqual({
      title: 'medium: yaml-abuse (yaml-abuse)',
      file: 'skills/b/SKILL.md',
      startLine: 3,
      endLine: 5,
    });
    expect(annotationFor(whole!).props).toMatchObject({ startLine: 1, endLine: 1 });
    expect(annotationFor(whole!).props).not.toHaveProperty('startColumn');
  });

  it('shows 10 per level, the most severe first, files in the diff before others, then one overflow notice', () => {
    const highs = many('required-fields', 12); // high → error
    const inDiff = many('required-fields', 2, 'changed');
    const mediums = many('name-mismatch', 3); // medium → warning
    const lows = many('encoding-anomaly', 11); // low → notice
    const plan = planAnnotations([...highs, ...mediums, ...lows, ...inDiff], {
      changed: new Set(['changed/s00/SKILL.md', 'changed/s01/SKILL.md']),
      reserved: { error: 1 },
    });
    const errors = plan.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(9); // one slot kept for the step's failure message
    expect(errors.slice(0, 2).map((a) => a.props!.file)).toEqual([
      'changed/s00/SKILL.md',
      'changed/s01/SKILL.md',
    ]);
    expect(plan.filter((a) => a.level === 'warning')).toHaveLength(3);
    const notices = plan.filter((a) => a.level === 'notice');
    expect(notices).toHaveLength(10);
    expect(notices.at(-1)!.props).toBeUndefined();
    // 14 errors - 9 shown + 11 notices - 9 shown = 7 hidden
    expect(notices.at(-1)!.message).toMatch(
      /^7 more findings are not shown as annotations .* Read them all in/,
    );
    expect(plan.at(-1)).toBe(notices.at(-1));
  });

  it('adds no overflow notice when everything fits, and never annotates suppressed findings', () => {
    const plan = planAnnotations(sampleFindings());
    expect(plan).toHaveLength(4);
    expect(plan.map((a) => a.message).join()).not.toMatch(/suppressed one|more finding/);
  });
});

describe('inert text', () => {
  it('keeps log lines single and never a workflow command', () => {
    const line = inertLogLine(HOSTILE);
    expect(line).not.toMatch(/[\r\n]/);
    expect(inertLogLine('::stop-commands::tok')).toBe('› ::stop-commands::tok');
    expect(inertLogLine('  ::error::x').startsWith('::')).toBe(false);
    expect(inertLogLine('a\u2028::error::x')).not.toMatch(/\u2028/);
  });

  it('leaves nothing in Markdown that can open a tag, link, mention or cell', () => {
    const md = inertMarkdown(HOSTILE);
    expect(md).not.toMatch(/[<>[\]|`\n]/);
    // What GitHub sees after decoding the entities: every mention, reference and URL scheme is broken.
    const decoded = md.replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));
    expect(decoded).toContain('@\u2060org/team #\u20601');
    expect(decoded).not.toMatch(/@org|#1|https:\/\/|::/);
    expect(md).toContain('&#60;script&#62;');
    expect(inertMarkdown('www.evil.example')).not.toContain('www.');
  });

  it('leaves nothing in a Mermaid label that can end it', () => {
    const label = inertMermaid('a"]\n--> x[<b>` ``` %% click');
    expect(label).toMatch(/^[A-Za-z0-9 ._/#;-]*$/);
    expect(label).not.toContain('"');
  });

  it('is linear on a 1 MB hostile line', () => {
    const big = '@#:<'.repeat(256 * 1024);
    const t = performance.now();
    inertMarkdown(big);
    inertMermaid(big.slice(0, 200_000));
    inertLogLine(big);
    expect(performance.now() - t).toBeLessThan(3000);
  });
});

describe('job summary', () => {
  const link = { serverUrl: 'https://github.com', repository: 'o/r', sha: 'abc123' };

  it('has totals, the verdict, linked findings, chains as Mermaid and the listing budget', () => {
    const findings = sampleFindings();
    const md = buildSummary({
      findings,
      gate: 'high',
      failing: findings.filter((f) => f.severity === 'high' && !f.suppression),
      pathPrefix: 'sub',
      link,
      budgets: [{ runtime: 'Claude Code', used: 12000, budget: 8000, unit: 'characters' }],
      sarifFile: 'out.sarif',
    });
    expect(md).toContain('**Result: ❌ fail** — 2 findings at or above `high`.');
    expect(md).toContain('| 🟥 0 | 🟧 2 | 🟨 2 | 🟦 0 | ⬜ 0 | 4 |');
    expect(md).toContain('1 suppressed finding not counted.');
    expect(md).toContain('(https://github.com/o/r/blob/abc123/sub/skills/a/refs/deep.md#L4)');
    expect(md).toContain('(https://github.com/o/r/blob/abc123/sub/skills/d%20e/SKILL.md)');
    expect(md).toContain(
      '```mermaid\nflowchart LR\n  n0["sub/skills/a/SKILL.md:7<br/>links to guide.md"]\n  n0 --> n1[',
    );
    expect(md).toMatch(/\| Claude Code \| `█{20}` 150% ⚠️ over budget \| 12000 \/ 8000 characters \|/);
    expect(md).not.toContain('suppressed one');
    expect(md).toContain('Full results: `out.sarif`');
  });

  it('says how many pre-existing findings only-new left out', () => {
    const md = buildSummary({
      findings: [],
      gate: 'high',
      failing: [],
      onlyNew: { base: 'f00dfeed1234567', preexisting: 3 },
    });
    expect(md).toContain('**Result: ✅ pass** — nothing at or above `high` is new.');
    expect(md).toMatch(/3 pre-existing findings were left out/);
  });

  it('keeps repository text inert in every place it appears', () => {
    const f = finding('name-mismatch', {
      message: HOSTILE,
      location: { path: `skills/${HOSTILE}/SKILL.md`, region: region(2, 1) },
      chain: [{ path: `skills/${HOSTILE}/SKILL.md`, message: HOSTILE }, { path: 'skills/x/a"].md' }],
      entry: `skills/${HOSTILE}/SKILL.md`,
    });
    const md = buildSummary({ findings: [f], gate: 'high', failing: [], link, notes: [HOSTILE] });
    expect(md).not.toMatch(/<script|\n::|@org|\]\(https:\/\/e\.example/);
    // Outside the links we build, no link syntax; inside them, the URL is fully percent-encoded.
    for (const url of md.match(/\]\(([^)]*)\)/g) ?? [])
      expect(url).toMatch(/^\]\(https:\/\/github\.com\/o\/r\/blob\/abc123\/[A-Za-z0-9%._/-]+(#L\d+)?\)$/);
    const rows = md.split('\n').filter((l) => l.startsWith('| 🟨'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(' | ')).toHaveLength(4); // no injected cell separators
  });

  it('stays under the size limit and says what it cut', () => {
    const lots = many('name-mismatch', 3000).map((f, i) => ({
      ...f,
      message: `${'long message '.repeat(20)}${i}`,
      chain: [{ path: `skills/s${i}/SKILL.md` }, { path: `skills/s${i}/ref.md` }],
    }));
    const md = buildSummary({
      findings: lots,
      gate: 'high',
      failing: [],
      link,
      maxBytes: 200_000,
      sarifFile: 's.sarif',
    });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(200_000 + 1024);
    expect(md).toMatch(
      /\*\*Truncated\*\* to stay under GitHub's 1 MiB summary limit: \d+ of 3000 findings are not listed/,
    );
    expect(md).toMatch(/3000 reference chains are not drawn/);
  });

  it('draws long chains with both ends', () => {
    const chain = Array.from({ length: 40 }, (_, i) => ({ path: `f${i}.md` }));
    const chart = chainChart(chain, '', 10);
    expect(chart).toContain('n0["f0.md"]');
    expect(chart).toContain('n8["… 31 more …"]');
    expect(chart).toContain('n9["f39.md"]');
  });

  it('encodes every path segment of a line link', () => {
    expect(lineUrl(link, 'a (b)/c#d?.md', 3)).toBe(
      'https://github.com/o/r/blob/abc123/a%20%28b%29/c%23d%3F.md#L3',
    );
  });
});
