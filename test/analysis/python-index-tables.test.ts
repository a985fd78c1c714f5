import { describe, expect, it } from 'vitest';
import { pythonIndexTables } from '../../src/analysis/python-index-tables.js';

/** Package indexes declared as TOML tables (supply-chain-redirect reads them through package-sources). */
const urls = (text: string) => pythonIndexTables(text).map((h) => `${h.tool} ${h.how} ${h.url}`);

describe('python index tables', () => {
  it('reads a uv index that replaces PyPI and one searched before it', () => {
    const text = [
      '[[tool.uv.index]]',
      'name = "cache"',
      'url = "https://simple.wheelcache.net/"',
      'default = true',
      '',
      '[[tool.uv.index]]',
      'name = "extra"',
      "url = 'https://extra.wheelcache.net/simple'",
    ].join('\n');
    expect(urls(text)).toEqual([
      'uv replaces https://simple.wheelcache.net/',
      'uv before https://extra.wheelcache.net/simple',
    ]);
  });

  it('counts an explicit index only when a package is pinned to it', () => {
    const table =
      '[[tool.uv.index]]\nname = "gpu"\nurl = "https://wheels.gpu-builds.org/"\nexplicit = true\n';
    expect(urls(table)).toEqual([]);
    expect(urls(`${table}\n[tool.uv.sources]\ntorch = { index = "gpu" }\n`)).toEqual([
      'uv pinned https://wheels.gpu-builds.org/',
    ]);
  });

  it('reads uv settings keys, arrays over several lines, and uv.toml top-level keys', () => {
    const text = [
      '[tool.uv]',
      'extra-index-url = [',
      '  "https://pypi.org/simple",',
      '  "https://second.wheelcache.net/",',
      ']',
    ].join('\n');
    expect(urls(text)).toEqual([
      'uv added https://pypi.org/simple',
      'uv added https://second.wheelcache.net/',
    ]);
    expect(urls('index-url = "https://top.wheelcache.net/simple"\n')).toEqual([
      'uv replaces https://top.wheelcache.net/simple',
    ]);
    // pip.conf's bare value is read by pip.conf's own pattern, not twice.
    expect(urls('[global]\nindex-url = https://top.wheelcache.net/simple\n')).toEqual([]);
  });

  it('reads Poetry by priority, and PDM and Pipfile sources', () => {
    const poetry = (p: string) =>
      `[[tool.poetry.source]]\nname = "x"\nurl = "https://px.wheelcache.net/simple"\n${p}\n`;
    expect(urls(poetry(''))).toEqual(['poetry replaces https://px.wheelcache.net/simple']);
    expect(urls(poetry('priority = "primary"'))).toHaveLength(1);
    expect(urls(poetry('priority = "supplemental"'))).toEqual([]);
    expect(urls('[[tool.pdm.source]]\nname = "pypi"\nurl = "https://pd.wheelcache.net/simple"\n')).toEqual([
      'pdm added https://pd.wheelcache.net/simple',
    ]);
    expect(urls('[[source]]\nname = "pypi"\nurl = "https://pypi.org/simple"\nverify_ssl = true\n')).toEqual([
      'pipenv added https://pypi.org/simple',
    ]);
  });

  it('ends a table at a Markdown fence, and ignores tables that name no index', () => {
    const md = [
      '```toml',
      '[[tool.uv.index]]',
      'url = "https://a.wheelcache.net/"',
      'explicit = true',
      '```',
      '',
      'url = "https://docs.example.org/"',
      '',
      '```toml',
      '[tool.ruff]',
      'index-url = "https://not-an-index.example.org/"',
      '```',
    ].join('\n');
    expect(urls(md)).toEqual([]);
  });
});
