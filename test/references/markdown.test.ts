import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/analysis/markdown.js';
import { guardHostile } from '../../src/analysis/markdown-guard.js';

const at = (text: string, s: { start: number; end: number }) => text.slice(s.start, s.end);

describe('parseMarkdown (CommonMark + GFM)', () => {
  it('finds every link kind with exact spans', () => {
    const text = 'See [x](a.md "t") and <http://u> www.foo.com ![i](p.png) [r][d] `c`\n\n[d]: ./def.md\n';
    const doc = parseMarkdown(text);
    expect(doc.links.map((l) => [l.kind, l.url, at(text, l)])).toEqual([
      ['inline', 'a.md', '[x](a.md "t")'],
      ['autolink', 'http://u', '<http://u>'],
      ['autolink', 'http://www.foo.com', 'www.foo.com'],
      ['image', 'p.png', '![i](p.png)'],
      ['reference', './def.md', '[r][d]'],
      ['definition', './def.md', '[d]: ./def.md'],
    ]);
    expect(doc.inlineCode.map((c) => [c.code, at(text, c)])).toEqual([['c', '`c`']]);
  });

  it('does not see links inside code spans, fences, indented code or HTML comments', () => {
    const text = [
      '`[a](in-span.md)`',
      '',
      '```sh',
      'cat [b](in-fence.md)',
      '```',
      '',
      '    [c](indented.md)',
      '',
      '<!-- [d](comment.md) -->',
      '',
      '`` a ` [e](double.md) ``',
      '',
      '[real](real.md)',
    ].join('\n');
    const doc = parseMarkdown(text);
    expect(doc.links.map((l) => l.url)).toEqual(['real.md']);
    expect(doc.code.map((c) => [c.fenced, c.lang, c.content])).toEqual([
      [true, 'sh', 'cat [b](in-fence.md)'],
      [false, '', '[c](indented.md)'],
    ]);
    expect(doc.html).toHaveLength(1);
    expect(doc.html[0]!.comment).toBe(true);
    expect(at(text, doc.html[0]!)).toBe('<!-- [d](comment.md) -->');
    const fence = doc.code[0]!;
    expect(text.slice(fence.contentStart, fence.contentStart + 3)).toBe('cat');
    // Prose excludes code and HTML but keeps inline code.
    expect(doc.prose.map((p) => at(text, p)).join('')).not.toContain('in-fence');
    expect(doc.prose.map((p) => at(text, p)).join('')).toContain('in-span');
  });

  it('records the info string and ```! blocks', () => {
    const doc = parseMarkdown('```! title\ngit status\n```\n\n~~~Bash\nls\n~~~\n');
    expect(doc.code.map((c) => [c.info, c.lang])).toEqual([
      ['! title', '!'],
      ['Bash', 'bash'],
    ]);
  });

  it('an unclosed fence runs to the end of the document', () => {
    const text = 'a\n\n```\n[x](y.md)\n';
    const doc = parseMarkdown(text);
    expect(doc.links).toEqual([]);
    expect(doc.code[0]!.end).toBeGreaterThanOrEqual(text.length - 1);
  });

  it('leaves ordinary documents undegraded', () => {
    expect(parseMarkdown('# T\n\n> - [a](b)\n').degraded).toBeUndefined();
  });
});

describe('parseMarkdown on hostile input stays fast', () => {
  const MB = 1 << 20;
  const cases: Record<string, string> = {
    'one 1 MB line': 'a'.repeat(MB),
    '100k nested brackets': `${'['.repeat(100_000)}x${']'.repeat(100_000)}`,
    'closing brackets': 'a]'.repeat(200_000),
    '100k nested blockquotes': `${'>'.repeat(100_000)} x`,
    'growing blockquotes': Array.from({ length: 1400 }, (_, i) => `${'>'.repeat(i)} x`).join('\n'),
    'nested lists on one line': `${'- '.repeat(100_000)}x`,
    'nested lists by indent': Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i * 2)}- x`).join('\n'),
    emphasis: '*a'.repeat(300_000),
    'unclosed links': '[a](b'.repeat(150_000),
    'image openers': '![[](<'.repeat(100_000),
    strikethrough: '~a'.repeat(300_000),
    'table columns': `${'|a'.repeat(20_000)}\n${'|-'.repeat(20_000)}\n${'|x'.repeat(20_000)}`,
    footnotes: '[^a]'.repeat(200_000),
    'reference uses': `[a]: /u\n\n${'[a]'.repeat(250_000)}`,
  };
  for (const [name, text] of Object.entries(cases)) {
    it(name, () => {
      const t = performance.now();
      const doc = parseMarkdown(text);
      expect(performance.now() - t).toBeLessThan(30_000);
      expect(doc.prose.length + doc.code.length).toBeGreaterThan(0);
    });
  }

  it('a link cannot hide in a paragraph padded with brackets', () => {
    const text = `${'[]'.repeat(2000)} [payload](setup.md)`;
    const doc = parseMarkdown(text);
    expect(doc.degraded).toEqual([{ start: 0, end: text.length }]);
    expect(doc.links.map((l) => [l.url, at(text, l)])).toEqual([['setup.md', '](setup.md)']]);
  });

  it('guard keeps offsets', () => {
    const text = `${'> '.repeat(40)}x\n`;
    const g = guardHostile(text);
    expect(g.text).toHaveLength(text.length);
    expect(g.degraded).toHaveLength(1);
  });
});
