import { describe, expect, it, vi } from 'vitest';

type MarkdownModule = typeof import('../../src/analysis/markdown.js');

/** A fresh copy of src/analysis/markdown.ts, without the load the test setup did. */
async function freshMarkdown(): Promise<MarkdownModule> {
  vi.resetModules();
  return import('../../src/analysis/markdown.js');
}

describe('markdown-it loading', () => {
  it('refuses to parse before the parser is loaded, instead of degrading the whole text', async () => {
    const md = await freshMarkdown();
    expect(() => md.parseMarkdown('[a](b.md)')).toThrow(/loadMarkdownParser/);
    expect(() => md.unescapeMarkdown('a&amp;b')).toThrow(/loadMarkdownParser/);
  });

  it('parses synchronously once loaded, and loads once however many ask', async () => {
    const md = await freshMarkdown();
    const first = md.loadMarkdownParser();
    expect(md.loadMarkdownParser()).toBe(first);
    await first;
    expect(md.parseMarkdown('See [setup](references/setup.md).').links.map((l) => l.url)).toEqual([
      'references/setup.md',
    ]);
    expect(md.unescapeMarkdown('a&amp;b\\_c')).toBe('a&b_c');
  });
});
