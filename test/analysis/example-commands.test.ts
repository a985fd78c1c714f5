import { describe, expect, it } from 'vitest';
import { commandGivenAsExample } from '../../src/analysis/example-commands.js';

/** The span `code` in `line`, as the reach model sees it: its opening and closing backtick offsets. */
function given(line: string, code: string): boolean {
  const start = line.indexOf(`\`${code}\``);
  return commandGivenAsExample(line, start, start + code.length + 2);
}

describe('commandGivenAsExample', () => {
  it('reads a command introduced by an example marker as an example', () => {
    expect(
      given('2. Run the test suite ONCE before any commits (e.g., `make test-quick`)', 'make test-quick'),
    ).toBe(true);
    expect(given('Use a checker, for example `npm test`, before pushing.', 'npm test')).toBe(true);
    expect(given('a runner such as `just build`', 'just build')).toBe(true);
  });

  it('reads one of alternatives in a parenthesis as an example of a way', () => {
    const line = '1. Run full suite (`uv run pytest` or `make check`)';
    expect(given(line, 'make check')).toBe(true);
    expect(given(line, 'uv run pytest')).toBe(true);
  });

  it('keeps a command that is asked, with an example of something else beside it', () => {
    expect(given('Run `make setup` (e.g. after cloning).', 'make setup')).toBe(false);
    expect(given('Run `make lint` and fix what it reports.', 'make lint')).toBe(false);
    expect(given('Run `make setup`, then `make test`.', 'make test')).toBe(false);
  });
});
