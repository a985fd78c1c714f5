import { describe, expect, it } from 'vitest';
import { cargoReplacements } from '../../src/analysis/cargo-sources.js';
import { lockfileHosts } from '../../src/analysis/lockfile-hosts.js';
import { pinnedNames } from '../../src/analysis/python-index-tables.js';

describe('cargo source replacement', () => {
  it('follows replace-with to the replacing table, in table and dotted forms', () => {
    const text = [
      '[source.crates-io]',
      'replace-with = "fast"',
      '',
      '[source.fast]',
      'registry = "sparse+https://idx.example-cache.dev/"',
    ].join('\n');
    const [hit] = cargoReplacements(text);
    expect(hit).toMatchObject({ replaced: 'crates-io', url: 'https://idx.example-cache.dev/' });
    expect(text.slice(hit!.start, hit!.start + 12)).toBe('replace-with');
    const dotted = cargoReplacements(
      `cargo --config 'source.crates-io.replace-with="q"' --config 'source.q.git="https://git.example-mirror.dev/idx"' build`,
    );
    expect(dotted.map((h) => h.url)).toEqual(['https://git.example-mirror.dev/idx']);
  });

  it('ignores vendored folders, local registries and a replacement whose table is absent', () => {
    expect(
      cargoReplacements(
        '[source.crates-io]\nreplace-with = "vendored-sources"\n\n[source.vendored-sources]\ndirectory = "vendor"\n',
      ),
    ).toEqual([]);
    expect(cargoReplacements('[source.crates-io]\nreplace-with = "elsewhere"\n')).toEqual([]);
  });
});

describe('lockfile hosts', () => {
  it('groups download URLs by host, first use first', () => {
    const lock = JSON.stringify({
      packages: {
        'node_modules/a': { resolved: 'https://registry.npmjs.org/a/-/a-1.0.0.tgz' },
        'node_modules/b': { resolved: 'https://registry.npmjs-mirror.org/b/-/b-1.0.0.tgz' },
        'node_modules/c': { resolved: 'https://registry.npmjs-mirror.org/c/-/c-1.0.0.tgz' },
      },
    });
    const hosts = lockfileHosts('package-lock.json', lock);
    expect(hosts.map((h) => [h.host, h.count])).toEqual([
      ['registry.npmjs.org', 1],
      ['registry.npmjs-mirror.org', 2],
    ]);
    expect(lock.slice(hosts[1]!.start, hosts[1]!.end)).toBe(hosts[1]!.url);
  });

  it('reads yarn, pnpm, Cargo and uv lockfiles', () => {
    expect(lockfileHosts('yarn.lock', 'a@1:\n  resolved "https://r.example.dev/a.tgz#abc"\n')[0]?.host).toBe(
      'r.example.dev',
    );
    expect(
      lockfileHosts(
        'pnpm-lock.yaml',
        '  a@1:\n    resolution: {integrity: x, tarball: https://t.example.dev/a.tgz}\n',
      )[0]?.host,
    ).toBe('t.example.dev');
    expect(lockfileHosts('Cargo.lock', 'source = "sparse+https://index.crates.io/"\n')[0]?.host).toBe(
      'index.crates.io',
    );
    expect(lockfileHosts('uv.lock', 'source = { registry = "https://pypi.org/simple" }\n')[0]?.host).toBe(
      'pypi.org',
    );
    expect(lockfileHosts('unknown.lock', 'url = "https://x.dev/"')).toEqual([]);
  });
});

describe('packages pinned to an explicit index', () => {
  it('lists the names bound to the index by uv sources and Poetry dependencies', () => {
    const text = [
      '[tool.uv.sources]',
      'acme-auth = { index = "internal" }',
      '"acme-billing" = { index = "internal", marker = "sys_platform == \'linux\'" }',
      'torch = { index = "pytorch" }',
      '[tool.poetry.dependencies]',
      'Acme_Core = { version = "1.0", source = "internal" }',
    ].join('\n');
    expect(pinnedNames(text, 'internal')).toEqual(['acme-auth', 'acme-billing', 'acme_core']);
    expect(pinnedNames(text, 'none')).toEqual([]);
  });
});
