import { describe, expect, it, vi } from 'vitest';

type MarkdownModule = typeof import('../../src/analysis/markdown.js');
type YamlModule = typeof import('../../src/analysis/yaml-lib.js');

/** Fresh copies of the loader modules, without the load the test setup (test/support/load-parsers.ts) did. */
async function fresh(): Promise<{ md: MarkdownModule; yaml: YamlModule }> {
  vi.resetModules();
  return {
    md: await import('../../src/analysis/markdown.js'),
    yaml: await import('../../src/analysis/yaml-lib.js'),
  };
}

describe('parsers loaded on first need', () => {
  it('refuse to parse before they are loaded, instead of degrading the whole text', async () => {
    const { md, yaml } = await fresh();
    expect(() => md.parseMarkdown('[a](b.md)')).toThrow(/loadMarkdownParser/);
    expect(() => md.unescapeMarkdown('a&amp;b')).toThrow(/loadMarkdownParser/);
    expect(() => yaml.yamlLib()).toThrow(/loadYaml/);
  });

  it('parse synchronously once loaded, and load once however many ask', async () => {
    const { md, yaml } = await fresh();
    const first = md.loadMarkdownParser();
    expect(md.loadMarkdownParser()).toBe(first);
    expect(yaml.loadYaml()).toBe(yaml.loadYaml());
    await Promise.all([first, yaml.loadYaml()]);
    expect(md.parseMarkdown('See [setup](references/setup.md).').links.map((l) => l.url)).toEqual([
      'references/setup.md',
    ]);
    expect(md.unescapeMarkdown('a&amp;b\\_c')).toBe('a&b_c');
    const doc = yaml.yamlLib().parseDocument('name: a\n');
    expect(yaml.yamlLib().isMap(doc.contents)).toBe(true);
  });

  it('the configuration readers load YAML themselves', async () => {
    vi.resetModules();
    const { parseConfigText } = await import('../../src/config.js');
    const config = await parseConfigText('failOn: high\n', '.skillscan.yml');
    expect(config.failOn).toBe('high');
  });
});
