import { describe, expect, it } from 'vitest';
import { jqOnlyKeeps } from '../../src/analysis/code/shell/handlers/filter-programs.js';
import { splitTopLevel } from '../../src/analysis/strings.js';

const parts = (text: string, sep: string, brackets: string, op?: (t: string, i: number) => boolean) =>
  splitTopLevel(text, sep, brackets, op).parts;

describe('splitTopLevel', () => {
  it('splits outside double-quoted strings and the given brackets, with offsets', () => {
    expect(parts('a, "b,c", f(d, e), g', ',', '()')).toEqual([
      { part: 'a', at: 0 },
      { part: ' "b,c"', at: 2 },
      { part: ' f(d, e)', at: 9 },
      { part: ' g', at: 18 },
    ]);
    expect(parts('.a | map(.b | .c) | .["x|y"]', '|', '()[]{}').map((p) => p.part.trim())).toEqual([
      '.a',
      'map(.b | .c)',
      '.["x|y"]',
    ]);
  });

  it('reads backslash escapes inside strings', () => {
    expect(parts('"a\\",b", c', ',', '()').map((p) => p.part)).toEqual(['"a\\",b"', ' c']);
  });

  it('leaves an operator holding the separator whole', () => {
    const awkOp = (t: string, i: number) => t[i + 1] === '|' || t[i - 1] === '|';
    expect(parts('x || y | z', '|', '()', awkOp).map((p) => p.part)).toEqual(['x || y ', ' z']);
  });

  it('says when strings or brackets do not balance, and splits nothing after a stray closer', () => {
    expect(splitTopLevel('f(a, b', ',', '()').balanced).toBe(false);
    expect(splitTopLevel('"open, b', ',', '()').balanced).toBe(false);
    const stray = splitTopLevel('a) , (b', ',', '()');
    expect(stray.balanced).toBe(false);
    expect(stray.parts).toHaveLength(1);
    expect(splitTopLevel('f(a), [b]', ',', '()[]').balanced).toBe(true);
  });
});

describe('jqOnlyKeeps reads its stages through the top-level split', () => {
  it.each([
    ['.a | .b', true],
    ['del(.x) | select(.y == "a|b")', true],
    ['.permissions.allow += ["Bash"]', false],
    ['.a | (', false],
    [') | .a', false],
  ])('%s → %s', (filter, keeps) => {
    expect(jqOnlyKeeps(filter)).toBe(keeps);
  });
});
