import { describe, expect, it } from 'vitest';
import { cwdBefore, underCwd } from '../../src/analysis/launch-cwd.js';
import { toolRuns } from '../../src/analysis/launch-tools.js';

const targets = (code: string) => toolRuns(code).map((r) => r.target);
const cwdAtMake = (code: string) => cwdBefore(code, code.lastIndexOf('make'));

describe('the folder a tool command runs in after cd', () => {
  it('reads the configuration of the folder a cd moved into, in one command or on earlier lines', () => {
    expect(targets('git clone https://example.org/acme/tool.git && cd tool && make')).toEqual([
      'tool/GNUmakefile',
      'tool/makefile',
      'tool/Makefile',
    ]);
    expect(targets('cd vendor/lib\nnpm install')).toEqual(['vendor/lib/package.json', 'vendor/lib/.npmrc']);
    expect(cwdAtMake('$ cd "build dir"\n$ make')).toBe('build dir');
    expect(cwdAtMake('pushd ../../tools/bootstrap; make; popd')).toBe('../../tools/bootstrap');
    expect(cwdAtMake('cd a && cd b/ && make')).toBe('a/b');
    expect(cwdAtMake('if true; then cd pkg; make; fi')).toBe('pkg');
  });

  it('places a folder outside the tree (home, absolute) where nothing resolves', () => {
    expect(cwdAtMake('cd ~/src/tool && make')).toBeNull();
    expect(cwdAtMake('cd /opt/tool && make')).toBeNull();
    expect(cwdAtMake('cd && make')).toBeNull();
    expect(underCwd('Makefile', null)).toBe('/Makefile');
    expect(targets('cd /tmp/build && make install')).toEqual(['/GNUmakefile', '/makefile', '/Makefile']);
  });

  it('keeps the old resolution when the folder is not known or the cd no longer applies', () => {
    expect(cwdAtMake('cd "$SKILL_DIR" && make')).toBeUndefined();
    expect(cwdAtMake('cd "$(dirname "$0")" && make')).toBeUndefined();
    expect(cwdAtMake('cd "$X" && cd sub && make')).toBeUndefined();
    expect(cwdAtMake('cd - && make')).toBeUndefined();
    // A cd inside a subshell or group that closed before the command.
    expect(cwdAtMake('(cd docs && make html) && make')).toBeUndefined();
    expect(cwdAtMake('{ cd docs; }; make')).toBeUndefined();
    // Not a cd: a word that only contains it, or one at no command position.
    expect(cwdAtMake('abcd x && make')).toBeUndefined();
    expect(cwdAtMake('echo cd x && make')).toBeUndefined();
    expect(targets('make')).toEqual(['GNUmakefile', 'makefile', 'Makefile']);
  });

  it('an absolute cd after an unknown one is known again; a relative one after home stays outside', () => {
    expect(cwdAtMake('cd "$X"; cd /srv/app; make')).toBeNull();
    expect(cwdAtMake('cd ~; cd proj; make')).toBeNull();
  });
});
