import { describe, expect, it } from 'vitest';
import { argvFileEffect, extractedPaths } from '../../src/analysis/code/argv-files.js';

describe('argvFileEffect', () => {
  it('reads where curl and wget save a download', () => {
    expect(argvFileEffect(['curl', '-fsSL', '-o', 'a.tgz', 'https://h.net/a.tgz'])).toEqual({
      kind: 'download',
      file: 'a.tgz',
      url: 'https://h.net/a.tgz',
    });
    expect(argvFileEffect(['/usr/bin/curl', '-fsSLO', 'https://h.net/x/tool.zip'])).toMatchObject({
      file: 'tool.zip',
    });
    expect(argvFileEffect(['wget', '-q', '-O', 'z.zip', 'https://h.net/z.zip'])).toMatchObject({
      file: 'z.zip',
    });
    expect(argvFileEffect(['wget', '-P', 'dl', 'https://h.net/z.zip'])).toMatchObject({ file: 'dl/z.zip' });
    // Written to standard output: no file.
    expect(argvFileEffect(['curl', '-o', '-', 'https://h.net/a'])).toBeUndefined();
    expect(argvFileEffect(['curl', 'https://h.net/a'])).toBeUndefined();
  });

  it('reads what an extraction names: folder and members', () => {
    const tar = argvFileEffect(['tar', '-xzf', 'a.tgz', '-C', 'out', 'bin/tool']);
    expect(tar).toEqual({ kind: 'extract', archive: 'a.tgz', dir: 'out', members: ['bin/tool'] });
    expect(extractedPaths(tar as never)).toEqual(['out/', 'out/bin/tool']);
    expect(argvFileEffect(['tar', 'xzf', 'a.tgz'])).toMatchObject({ archive: 'a.tgz', members: [] });
    expect(argvFileEffect(['tar', '-czf', 'a.tgz', 'src'])).toBeUndefined();
    const zip = argvFileEffect(['unzip', '-oq', 'x.zip', 'tool']);
    expect(extractedPaths(zip as never)).toEqual(['tool']);
    // `-j` flattens members; strip-components renames them: names say nothing of where files land.
    expect(argvFileEffect(['unzip', '-j', 'x.zip', 'a/tool'])).toMatchObject({ members: [] });
    expect(argvFileEffect(['tar', '-xf', 'a.tar', '--strip-components=1', 'a/tool'])).toMatchObject({
      members: [],
    });
  });

  it("does not take a shared folder as the archive's own", () => {
    const e = argvFileEffect(['tar', '-xzf', 'a.tgz', '-C', '/usr/local/bin', 'tool']);
    expect(extractedPaths(e as never)).toEqual([]);
    expect(extractedPaths(argvFileEffect(['unzip', 'a.zip', '-d', '~']) as never)).toEqual([]);
  });
});
