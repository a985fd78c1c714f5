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
});
