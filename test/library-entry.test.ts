import { describe, expect, it, vi } from 'vitest';

describe('the library entry (src/index.ts)', () => {
  it('loads the YAML and Markdown parsers on import, so its synchronous API works at once', async () => {
    // Without the parsers the test setup loaded: only the library's own import may load them.
    vi.resetModules();
    const lib = await import('../src/index.js');
    expect(lib.parseConfig('failOn: critical\n', 'inline').failOn).toBe('critical');
    const { yamlLib } = await import('../src/analysis/yaml-lib.js');
    const { parseMarkdown } = await import('../src/analysis/markdown.js');
    expect(() => yamlLib()).not.toThrow();
    expect(parseMarkdown('[x](y.md)').links).toHaveLength(1);
  });
});
