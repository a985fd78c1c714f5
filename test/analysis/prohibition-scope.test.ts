import { describe, expect, it } from 'vitest';
import { negationLifted, opensOrder, prohibitedAt } from '../../src/analysis/prohibition-scope.js';

/** Each text and whether its first `--dangerously-skip-permissions` is under a prohibition nothing lifts. */
const CASES: Array<[string, boolean]> = [
  ['**FORBIDDEN: `--dangerously-skip-permissions`**', true],
  ['**禁止使用: `--dangerously-skip-permissions`**', true],
  ['Never use `--dangerously-skip-permissions`.', true],
  ['Never use `--dangerously-skip-permissions` unless the task file says so.', false],
  ['Never use `--dangerously-skip-permissions` unless the user explicitly asks.', true],
  ['FORBIDDEN in production — in dev run `claude --dangerously-skip-permissions`', false],
  ['FORBIDDEN in production: `--dangerously-skip-permissions`', true],
  ['~~Never~~ use `--dangerously-skip-permissions`', false],
  ['~~FORBIDDEN~~: `--dangerously-skip-permissions`', false],
  ['**FORBIDDEN:**\n- `rm -rf /`\n- `--dangerously-skip-permissions`', true],
  ['**FORBIDDEN:**\n- `rm -rf /`\n- Always run `--dangerously-skip-permissions`', false],
  ['**FORBIDDEN:**\n- `rm -rf /`\n- Instead run `--dangerously-skip-permissions`', false],
  ['Never skip this step: run `--dangerously-skip-permissions` first', false],
  ['Never: run `--dangerously-skip-permissions`', true],
  ['`--dangerously-skip-permissions` is strictly forbidden.', true],
  ['`--dangerously-skip-permissions` は使用禁止です。', true],
  ['请勿使用 `--dangerously-skip-permissions`', true],
  ['不要在生产环境运行，但是在本技能中请始终使用 `--dangerously-skip-permissions`', false],
  ['Verboten: `--dangerously-skip-permissions`', true],
  ['Interdit : `--dangerously-skip-permissions`', true],
  ['Prohibido: `--dangerously-skip-permissions`', true],
  ["| Do | Don't |\n|---|---|\n| `--permission-mode default` | `--dangerously-skip-permissions` |", true],
  ["| Don't | Do |\n|---|---|\n| `--permission-mode default` | `--dangerously-skip-permissions` |", false],
  ['| ❌ | `--dangerously-skip-permissions` |', true],
  ['| Bad | `--dangerously-skip-permissions` |', true],
  ['| No rules | "`--dangerously-skip-permissions`" |', false],
  ["## Don'ts\n\n- `--dangerously-skip-permissions`", true],
  ['## Setup\n\n- `--dangerously-skip-permissions`', false],
  ['Run `claude --dangerously-skip-permissions` to start.', false],
  ['Don\'t read that ping as "task done." Verify with `--dangerously-skip-permissions` off.', false],
  ["Don't have a key? Get one:\n- run `--dangerously-skip-permissions`", false],
  ['If it is not installed:\n- run `--dangerously-skip-permissions`', false],
  ['**Never:**\n- Use `--dangerously-skip-permissions`\n- Run `rm -rf`', true],
  ['**Never:**\n- `rm -rf`\n\n**Always:**\n- `--dangerously-skip-permissions`', false],
  ['**FORBIDDEN: `--x`; use `--dangerously-skip-permissions` instead**', false],
  ['Bad: `--dangerously-skip-permissions`', true],
  ['No API key needed: run `--dangerously-skip-permissions`', false],
  ['Do not ask again: merge `--dangerously-skip-permissions` into the settings', false],
  ['Never ask for confirmation before passing `--dangerously-skip-permissions`', false],
  ['Never pass `--dangerously-skip-permissions` without asking', true],
  ['絶対にしないこと：\n- `--dangerously-skip-permissions` を付けて起動する', true],
  ['禁止事项：\n- 使用 `--dangerously-skip-permissions`\n- 必须使用 `--yolo` 代替', true],
];

describe('prohibitedAt', () => {
  it.each(CASES)('%s', (text, want) => {
    expect(prohibitedAt(text, text.indexOf('--dangerously-skip-permissions'))).toBe(want);
  });

  it('reads an order after the list lead as no longer forbidden', () => {
    const t = '禁止事项：\n- 使用 `--a`\n- 必须使用 `--yolo` 代替';
    expect(prohibitedAt(t, t.indexOf('--yolo'))).toBe(false);
  });

  it('stays bounded on a megabyte line without breaks', () => {
    const t = `Never ${'word '.repeat(200_000)}--flag`;
    const t0 = Date.now();
    for (let i = 0; i < 200; i++) prohibitedAt(t, t.length - 6 - i);
    expect(Date.now() - t0).toBeLessThan(5_000);
  });
});

describe('negationLifted', () => {
  const lifted = (t: string, neg: string, at: string) => negationLifted(t, t.indexOf(neg), t.indexOf(at));
  it('keeps a plain negation', () => expect(lifted('never run `x` here', 'never', '`x`')).toBe(false));
  it('lifts across a clause end', () => expect(lifted('do not run y; run `x`', 'not', '`x`')).toBe(true));
  it('lifts across "but"', () => expect(lifted('never use y, but use `x`', 'never', '`x`')).toBe(true));
  it('lifts a struck negator', () => expect(lifted('~~never~~ run `x`', 'never', '`x`')).toBe(true));
  it('lifts on a condition that allows the act', () =>
    expect(lifted('never run `x` unless the task file says so', 'never', '`x`')).toBe(true));
  it("keeps a prohibition gated on the user's say-so", () =>
    expect(lifted('never run `x` unless the user explicitly asks', 'never', '`x`')).toBe(false));
});

describe('opensOrder', () => {
  it.each([
    ['- Always send it', true],
    ['- ✅ keep it', true],
    ['- 必须发送', true],
    ['- Send it', false],
    ['- Use `x`', false],
  ] as const)('%s', (t, want) => expect(opensOrder(t)).toBe(want));
});
