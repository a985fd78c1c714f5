import { describe, expect, it } from 'vitest';
import { roleAt } from '../../src/rules/support/input-roles.js';

/** The role of the first `/x.sh` in a command text. */
function role(text: string) {
  return roleAt(text, text.indexOf('/x.sh'));
}

describe('what a command does with a file it names', () => {
  it('runs it as the program, the script of a shell or interpreter, or through a prefix', () => {
    for (const t of [
      './examples/x.sh',
      'bash examples/x.sh --fast',
      'sudo -u root bash examples/x.sh',
      'env A=1 sh ./examples/x.sh',
      'timeout 30 examples/x.sh',
      'source "$DIR/examples/x.sh"',
      'if bash -e examples/x.sh; then echo ok; fi',
      'python3 -c "import os" examples/x.sh',
    ])
      expect(role(t), t).toEqual({ runs: true });
  });

  it('runs it when its text is piped, fed with <, substituted or copied', () => {
    for (const t of [
      'cat examples/x.sh | sh',
      'bash < examples/x.sh',
      'eval $(cat examples/x.sh)',
      'bash -c "$(cat examples/x.sh)"',
      'eval `cat examples/x.sh`',
      'cat examples/x.sh > ~/.bashrc',
      'cp examples/x.sh ~/.local/bin/x',
      'find examples/x.sh -exec sh {} \\;',
      'xargs -a examples/x.sh sh',
    ])
      expect(role(t), t).toEqual({ runs: true });
  });

  it('hands it to a static checker', () => {
    for (const t of [
      'shellcheck --severity=style examples/x.sh',
      'bash -n examples/x.sh',
      'shellcheck -s bash examples/x.sh 2>/dev/null',
    ])
      expect(role(t), t).toEqual({ runs: false, checker: true });
  });

  it('hands it to one of the skill scripts or a function, across quoted arguments and continued lines', () => {
    expect(role('bash scripts/validate.sh examples/x.sh')).toEqual({
      runs: false,
      checker: false,
      program: 'scripts/validate.sh',
    });
    expect(role('./scripts/lint.sh "examples/x.sh" > report.txt')).toEqual({
      runs: false,
      checker: false,
      program: './scripts/lint.sh',
    });
    expect(
      role('assert_exit "exits non-clean (code 1 or 2)" \\\n    "$EXAMPLES/x.sh" \\\n    "1,2"'),
    ).toEqual({
      runs: false,
      checker: false,
      program: 'assert_exit',
    });
  });
});
