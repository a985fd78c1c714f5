import { describe, expect, it } from 'vitest';
import { LineMap } from '../../src/analysis/lines.js';
import type { MarkdownDoc } from '../../src/analysis/markdown.js';
import { analyzeText } from '../../src/analysis/signals/analyze.js';
import type { TextFile } from '../../src/model/files.js';
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

describe('every execution-signal detector is bounded on a 1 MB hostile line', () => {
  // Measured on the detectors alone (analyzeText): the Markdown parser has its own hostile-input tests.
  const MB = 1 << 20;
  const lines = [
    'curl '.repeat(MB / 5),
    '~/.ssh/'.repeat(MB / 7),
    'decode '.repeat(MB / 7),
    'part1='.repeat(MB / 6),
    'never run '.repeat(MB / 10),
    'attacker '.repeat(MB / 9),
    `Chrome${' '.repeat(MB)}`,
    `.env${'a'.repeat(MB)}`,
    'join parts and run '.repeat(MB / 19),
    `!\`${'$('.repeat(MB / 2)}\``,
    'A1'.repeat(MB / 2),
    'send secrets to https://a '.repeat(MB / 26),
    '`x` '.repeat(MB / 4),
    'eval( yaml.load( pickle.loads( '.repeat(MB / 31),
  ];
  const asFile = (path: string, text: string) => ({ path, text, lines: new LineMap(text) }) as TextFile;
  const prose = (text: string): MarkdownDoc => ({
    code: [],
    inlineCode: [],
    links: [],
    html: [],
    prose: [{ start: 0, end: text.length }],
  });
  const fenced = (text: string): MarkdownDoc => ({
    code: [
      {
        start: 0,
        end: text.length,
        fenced: true,
        info: 'bash',
        lang: 'bash',
        content: text,
        contentStart: 0,
      },
    ],
    inlineCode: [],
    links: [],
    html: [],
    prose: [],
  });
  it.each(lines.map((l, i) => [i, l] as const))('line #%i as prose, shell, script and code', (_i, line) => {
    const text = `# A\n\n${line}\n`;
    for (const [path, md] of [
      ['skills/a/SKILL.md', prose(text)],
      ['skills/a/ref.md', fenced(text)],
      ['skills/a/scripts/x.sh', undefined],
      ['skills/a/scripts/x.py', undefined],
    ] as const) {
      const t0 = performance.now();
      analyzeText(path, asFile(path, text), md ? { md } : {});
      expect(performance.now() - t0, path).toBeLessThan(2000);
    }
  });
});
