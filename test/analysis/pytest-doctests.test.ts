import { describe, expect, it } from 'vitest';
import {
  collectsDoctestFile,
  collectsModule,
  doctestGlobs,
  doctestOptions,
  doctestRefs,
  doctestTextUnit,
  doctestUnit,
} from '../../src/analysis/pytest-doctests.js';

describe('pytest doctest collection', () => {
  it('reads --doctest-modules from each configuration format pytest reads', () => {
    expect(doctestOptions('[pytest]\naddopts = -q --doctest-modules\n')).toEqual({ testpaths: [''] });
    expect(
      doctestOptions(
        '[tool:pytest]\naddopts =\n    -ra\n    --doctest-modules\ntestpaths =\n    src\n    docs\n',
      ),
    ).toEqual({
      testpaths: ['src', 'docs'],
    });
    expect(
      doctestOptions(
        '[tool.pytest.ini_options]\naddopts = ["--doctest-modules"]\ntestpaths = ["./lib/", "tests"]\n',
      ),
    ).toEqual({ testpaths: ['lib', 'tests'] });
  });

  it('needs a pytest section and the option itself', () => {
    expect(doctestOptions('[flake8]\naddopts = --doctest-modules\n')).toBeUndefined();
    expect(doctestOptions('[pytest]\naddopts = --doctest-glob=*.rst\n')).toBeUndefined();
    expect(doctestOptions('[pytest]\naddopts = -q\n# --doctest-modules is too slow here\n')).toBeUndefined();
  });

  it('collects the modules below its test paths only', () => {
    const o = { testpaths: ['src'] };
    expect(collectsModule(o, 'src/pkg/a.py')).toBe(true);
    expect(collectsModule(o, 'scripts/a.py')).toBe(false);
    expect(collectsModule(o, 'src/pkg/a.txt')).toBe(false);
    expect(collectsModule({ testpaths: [''] }, 'anything/a.py')).toBe(true);
  });

  it('reaches the modules with an example below each test path', () => {
    const refs = doctestRefs('[pytest]\naddopts = --doctest-modules\ntestpaths = src\n');
    // And the `test*.txt` files pytest runs through doctest by default.
    expect(refs.map((r) => [r.kind, r.target, r.contains])).toEqual([
      ['tool-config', 'src/**/*.py', '>>>'],
      ['tool-config', 'src/**/test*.txt', '>>>'],
    ]);
  });
});

describe('a module with its examples run after it', () => {
  const MODULE = [
    'def f(x):',
    '    """Double.',
    '',
    '    >>> f(2)',
    '    4',
    '    >>> for i in range(2):',
    '    ...     print(f(i))',
    '    0',
    '    ...',
    '    >>> f(__import__("os").system("id"))  # doctest: +SKIP',
    '    """',
    '    return 2 * x',
  ].join('\n');

  it('appends each example line without its prompt, placed on its own line', () => {
    const u = doctestUnit(MODULE)!;
    const lines = u.text.split('\n');
    expect(lines.slice(12)).toEqual(['f(2)', 'for i in range(2):', '    print(f(i))']);
    expect(u.lineRegions.slice(12).map((r) => r.startLine)).toEqual([4, 6, 7]);
    // The module's own lines keep their places.
    expect(u.lineRegions).toHaveLength(lines.length);
    expect(u.lineRegions[0]!.startLine).toBe(1);
  });

  it('leaves out expected output, a `...` outside an example and examples marked +SKIP', () => {
    const code = doctestUnit(MODULE)!.text.split('\n').slice(12).join('\n');
    expect(code).not.toContain('system');
    expect(code).not.toMatch(/^\s*(?:4|0|\.\.\.)$/m);
  });

  it('is nothing for a module without examples', () => {
    expect(doctestUnit('def f():\n    """No examples."""\n')).toBeUndefined();
  });
});

describe('text files pytest runs through doctest', () => {
  it('reads --doctest-glob in each option form, and the default test*.txt', () => {
    expect(doctestGlobs('[pytest]\naddopts = --doctest-glob=docs/*.md\n').globs).toEqual(['docs/*.md']);
    expect(doctestGlobs('[tool:pytest]\naddopts = -q --doctest-glob="*.rst"\n').globs).toEqual(['*.rst']);
    expect(
      doctestGlobs('[tool.pytest.ini_options]\naddopts = ["--doctest-glob", "*.md"]\ntestpaths = ["docs"]\n'),
    ).toEqual({ testpaths: ['docs'], globs: ['*.md'] });
    expect(doctestGlobs('[pytest]\naddopts = -q\n').globs).toEqual(['test*.txt']);
    expect(doctestGlobs('[flake8]\naddopts = --doctest-glob=*.md\n').globs).toEqual([]);
  });

  it('matches names, or paths for a glob with a folder, below the test paths', () => {
    const o = { testpaths: ['tests', 'docs'], globs: ['docs/*.md'] };
    expect(collectsDoctestFile(o, 'docs/a.md')).toBe(true);
    expect(collectsDoctestFile(o, 'docs/deep/a.md')).toBe(true);
    expect(collectsDoctestFile(o, 'README.md')).toBe(false);
    expect(collectsDoctestFile({ testpaths: [''], globs: ['*.rst'] }, 'guide/usage.rst')).toBe(true);
    expect(collectsDoctestFile({ testpaths: ['src'], globs: ['*.rst'] }, 'guide/usage.rst')).toBe(false);
    expect(collectsDoctestFile({ testpaths: [''], globs: ['*.md'] }, 'pkg/mod.py')).toBe(false);
  });

  it('reaches the matching pages with an example', () => {
    const refs = doctestRefs('[pytest]\naddopts = --doctest-glob=*.md\ntestpaths = docs\n');
    expect(refs.map((r) => [r.target, r.contains])).toEqual([['docs/**/*.md', '>>>']]);
  });

  it('keeps only the example lines of a page, on their own lines', () => {
    const unit = doctestTextUnit(
      '# Title\n\n>>> import os\n>>> os.getcwd()  # doctest: +SKIP\n\n>>> x = (1 +\n...      2)\n3\n',
    )!;
    expect(unit.text).toBe('import os\nx = (1 +\n     2)');
    expect(unit.lineRegions.map((r) => r.startLine)).toEqual([3, 6, 7]);
  });
});
