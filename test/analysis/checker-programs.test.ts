import { describe, expect, it } from 'vitest';
import { withoutCheckedOperands } from '../../src/analysis/checker-programs.js';
import { commandPaths } from '../../src/analysis/references.js';

describe('withoutCheckedOperands / commandPaths', () => {
  it('drops the files a linter is given, keeps the scripts a command runs', () => {
    expect(commandPaths('shellcheck -x -e SC1091 -s bash hooks/start.sh macos/.sync macos/lib.sh')).toEqual(
      [],
    );
    expect(commandPaths('shellcheck tests/a.sh && bash tests/run.sh')).toEqual(['tests/run.sh']);
    expect(commandPaths('cd tools && shellcheck x.sh; ./deploy.sh')).toEqual([
      './deploy.sh',
      'tools/deploy.sh',
    ]);
    expect(commandPaths('bash scripts/x.sh shellcheck')).toEqual(['scripts/x.sh']);
  });

  it('reads a substitution inside the checker as a command of its own', () => {
    const t = 'shellcheck -x $(find bin -type f) .sync && sh setup.sh';
    expect(withoutCheckedOperands(t)).toBe('shellcheck -x $(find bin -type f)       && sh setup.sh');
    expect(commandPaths('shellcheck `ls scripts/*.sh` && bash scripts/go.sh')).toContain('scripts/go.sh');
  });

  it('keeps a configuration the checker loads as code, and operands whose output is written elsewhere', () => {
    expect(commandPaths('eslint -c eslint.config.js src/x.js')).toEqual(['eslint.config.js']);
    expect(commandPaths('prettier a.js > b.js')).toEqual(['a.js', 'b.js']);
    expect(commandPaths('shellcheck a.sh 2>/dev/null')).toEqual([]);
  });

  it('leaves a command without a checker as it is', () => {
    const t = 'bash -c "make build" && python3 tools/gen.py';
    expect(withoutCheckedOperands(t)).toBe(t);
  });

  it('drops what a program only describes, lists, hashes or stages, keeps what a printer prints', () => {
    expect(
      commandPaths('if file -- install scripts/setup 2>/dev/null | grep -q CRLF; then exit 1; fi'),
    ).toEqual([]);
    expect(commandPaths('sha256sum scripts/a.sh && wc -l scripts/a.sh && chmod +x scripts/a.sh')).toEqual([]);
    expect(commandPaths('git add scripts/a.sh && git -C sub diff b.sh')).toEqual([]);
    expect(commandPaths('cat scripts/a.sh | sh')).toEqual(['scripts/a.sh']);
    // A printer's output is the file's text: read by the agent or piped on.
    expect(commandPaths('cat notes/a.txt')).toEqual(['notes/a.txt']);
    expect(commandPaths('head -5 scripts/a.sh > ~/.bashrc')).toContain('scripts/a.sh');
    expect(commandPaths('git submodule update && ./install')).toEqual(['./install']);
  });

  it('drops the files an option leaves out', () => {
    expect(commandPaths('pnpm test --exclude tests/slow.test.ts')).toEqual([]);
    expect(commandPaths('vitest run --exclude tests/a.test.ts tests/b.test.ts')).toEqual(['tests/b.test.ts']);
  });
});
