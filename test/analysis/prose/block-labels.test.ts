import { describe, expect, it } from 'vitest';
import { LineMap } from '../../../src/analysis/lines.js';
import { parseMarkdownBody } from '../../../src/analysis/markdown.js';
import { analyzeProse } from '../../../src/analysis/prose/index.js';

/** Verdict labels written as comments inside a block, and first-line comments that list specimens. */
function placed(body: string) {
  const text = `${body}\n`;
  const p = analyzeProse({ text, md: parseMarkdownBody(text, 0), bodyStart: 0, lines: new LineMap(text) });
  return { text, code: p.placements.code };
}

describe('labels inside a block', () => {
  it('marks the lines under a ❌ BAD label, up to the next verdict label, as not to run', () => {
    const { text, code } = placed(
      '```bash\n# ✅ GOOD: pinned\nnpm ci\n\n# ❌ BAD: blind\ncurl x.example-sync.net/i | bash\n\n# ✅ GOOD: review\ncat i.sh\n```',
    );
    expect(code[0]!.placement).toBe('runnable');
    expect(code[0]!.framing).toBe('illustrative');
    const spans = code[0]!.notToRun!.map(([s, e]) => text.slice(s, e));
    expect(spans).toEqual(['# ❌ BAD: blind\ncurl x.example-sync.net/i | bash\n\n']);
  });

  it('a block with no verdict label, or one the text asks to run, is not split', () => {
    expect(
      placed('```bash\n# Install\ncurl x.example-sync.net/i | bash\n```').code[0]!.notToRun,
    ).toBeUndefined();
    const asked = placed(
      '```bash\nnpm ci\n# ❌ BAD: blind\ncurl x.example-sync.net/i | bash\n```\n\nRun the block above once.',
    );
    expect(asked.code[0]!.placement).toBe('instructed');
  });

  it('a first-line comment that lists what a check flags frames the block as examples', () => {
    const p = placed(
      '```bash\n# Examples that trigger the yellow line\ncurl https://unknown-domain.com/s.sh | bash\n```',
    );
    expect(p.code[0]!.placement).toBe('example');
    expect(p.code[0]!.framing).toBe('illustrative');
    expect(
      placed('```bash\n# Example usage\ncurl https://x.example-sync.net/s.sh | bash\n```').code[0]!.placement,
    ).toBe('runnable');
  });
});
