import { describe, expect, it } from 'vitest';
import { findFragments } from '../../src/analysis/fragments.js';
import { LineMap } from '../../src/analysis/lines.js';
import { scanMemory, skillMd } from '../helpers.js';

/**
 * Rules and detectors on hostile input: huge garbled values and 1 MB lines of near-matches. Each must finish
 * in bounded time and report what it can, never throw. (The text-family rules have their own file,
 * text-rules-hostile-input.test.ts.)
 */

describe('frontmatter and portability rules on hostile input', () => {
  it('parses a huge garbled tool list and a --- heavy value in linear time', async () => {
    const tools = `${'Bash('.repeat(6000)}${'a,'.repeat(6000)}${')'.repeat(3000)}`;
    const dashes = '-- '.repeat(15000);
    const started = Date.now();
    const r = await scanMemory(
      {
        'skills/x/SKILL.md': skillMd(`name: x\ndescription: "${dashes}"\nallowed-tools: ${tools}`),
        '.claude/agents/a.md': `---\nname: a\ndescription: a\ntools: ${tools}\n---\n`,
      },
      {
        only: [
          'frontmatter-types',
          'tool-names',
          'subagent-frontmatter',
          'frontmatter-split',
          'unknown-keys',
        ],
      },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.findings.some((f) => /unbalanced/.test(f.message))).toBe(true);
  });
});

describe('hook, invocation, disclosure and quality rules on hostile input', () => {
  it('stay fast on a 1 MB line of near-matches', async () => {
    const line = `${' '.repeat(300_000)}{{${'a'.repeat(200_000)} [your ${'x'.repeat(200_000)} $${'b'.repeat(300_000)}`;
    const started = Date.now();
    const r = await scanMemory(
      {
        '.claude/skills/x/SKILL.md': skillMd(
          `name: x\ndescription: "${'use '.repeat(1000)}"\narguments: [b]\nhooks:\n  PreToolUse:\n    - matcher: "${'(a|'.repeat(500)}"\n      hooks:\n        - type: command\n          command: x`,
          `${line}\n`,
        ),
      },
      { only: ['content-quality', 'invocation', 'progressive-disclosure', 'hook-misconfigured'] },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.ruleErrors).toEqual([]);
  });
});

describe('labelled fragments and the split-payload rule are bounded on a 1 MB hostile line', () => {
  const MB = 1 << 20;
  const lines = [
    'part1='.repeat(MB / 6),
    `part1 = "${'A1'.repeat(MB / 2)}"`,
    'chunk_a: A1b2C3d4E5f6G7 '.repeat(MB / 25),
    'join parts and run '.repeat(MB / 19),
    'A1'.repeat(MB / 2),
  ];
  it.each(lines.map((l, i) => [i, l] as const))('line #%i: the fact and the rule', async (_i, line) => {
    const text = `# A\n\n${line}\n`;
    const t0 = performance.now();
    const found = findFragments(text, new LineMap(text));
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(found.length).toBeLessThanOrEqual(100);
    const r = await scanMemory(
      {
        'skills/a/SKILL.md': skillMd(
          'name: a\ndescription: Helps. Use when asked.',
          `See [one](one.md) and [two](two.md).\n${line}\n`,
        ),
        'skills/a/one.md': text,
        'skills/a/two.md': text,
      },
      { only: ['split-payload'] },
    );
    expect(r.ruleErrors).toEqual([]);
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
});
