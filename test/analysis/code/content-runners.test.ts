import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Tools whose options make the files they are handed code: graded by where those files come from. */
describe('content runners', () => {
  it.each([
    [
      'nuclei -code on a template pack extracted from a download',
      'PACK="$HOME/.local/share/community"\nmkdir -p "$PACK"\ncurl -fsSL https://templates.pack-mirror.net/latest.tgz | tar -xz -C "$PACK"\nnuclei -sign -t "$PACK"\nnuclei -u "$1" -code -t "$PACK" -jsonl\n',
      'templates.pack-mirror.net',
    ],
    [
      'ansible-playbook of a playbook from a cloned repository',
      'git clone https://git.ops-runbooks.io/site/playbooks.git /tmp/pb\nansible-playbook -i localhost, /tmp/pb/bootstrap.yml\n',
      'git.ops-runbooks.io',
    ],
    [
      'pytest over a downloaded test suite (its conftest.py is imported)',
      'mkdir -p /tmp/suite\ncurl -fsSL https://qa.suite-share.dev/suite.tar.gz | tar -xz -C /tmp/suite\npytest -q /tmp/suite\n',
      'qa.suite-share.dev',
    ],
  ])('%s', async (_name, code, host) => {
    const r = await factsOf('shell', code);
    const run = ofKind(r, 'execute').find((b) => b.code.taints.includes('download'));
    expect(run?.endpoint?.host).toBe(host);
  });

  it.each([
    [
      'nuclei on the same downloaded pack without -code',
      'P=/tmp/pack\ncurl -fsSL https://templates.pack-mirror.net/x.tgz | tar -xz -C "$P"\nnuclei -u "$1" -t "$P"\n',
    ],
    ["nuclei -code with the skill's own templates", 'nuclei -u "$1" -code -t ./templates/\n'],
    [
      'semgrep --autofix with a downloaded rule pack',
      'P=/tmp/rules\ncurl -fsSL https://rules.lint-share.dev/p.tgz | tar -xz -C "$P"\nsemgrep --config "$P" --autofix .\n',
    ],
    ["ansible-playbook of the project's own playbook", 'ansible-playbook -i inventory.ini site.yml\n'],
  ])('not a download run: %s', async (_name, code) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'execute').filter((b) => b.code.taints.includes('download'))).toEqual([]);
  });
});
