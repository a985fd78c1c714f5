import { describe, expect, it } from 'vitest';
import {
  collectsModule,
  doctestOptions,
  doctestRefs,
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
    expect(refs.map((r) => [r.kind, r.target, r.contains])).toEqual([['tool-config', 'src/**/*.py', '>>>']]);
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
