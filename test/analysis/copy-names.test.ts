import { describe, expect, it } from 'vitest';
import { copyNameOf } from '../../src/analysis/copy-names.js';
import { looksLikeFileName } from '../../src/analysis/file-names.js';

describe('copyNameOf', () => {
  it.each([
    ['SKILL.md.bak.20260720145847', 'SKILL.md', 'backup'],
    ['SKILL.md.bak', 'SKILL.md', 'backup'],
    ['SKILL.bak.md', 'SKILL.md', 'backup'],
    ['install.sh.orig', 'install.sh', 'backup'],
    ['install.sh.rej', 'install.sh', 'backup'],
    ['config.yml.old', 'config.yml', 'backup'],
    ['notes.md.bak2', 'notes.md', 'backup'],
    ['.env.bak', '.env', 'backup'],
    ['install_old.sh', 'install.sh', 'backup'],
    ['SKILL-backup.md', 'SKILL.md', 'backup'],
    ['SKILL copy.md', 'SKILL.md', 'backup'],
    ['SKILL.md~', 'SKILL.md', 'editor'],
    ['.SKILL.md.swp', 'SKILL.md', 'editor'],
    ['#SKILL.md#', 'SKILL.md', 'editor'],
    ['.#SKILL.md', 'SKILL.md', 'editor'],
  ])('%s is a copy of %s', (name, live, kind) => {
    expect(copyNameOf(name)).toEqual({ kind, live });
  });

  it.each(['backup.sh', 'SKILL.md', 'bold.js', 'release.tar.gz', 'old.md', 'backups', 'data.bak.tar.gz'])(
    '%s is no copy',
    (name) => {
      expect(copyNameOf(name)).toBeUndefined();
    },
  );

  it('a copy of a file name is a file name, a copy of a word is not', () => {
    expect(looksLikeFileName('SKILL.md.bak.20260720145847')).toBe(true);
    expect(looksLikeFileName('install.sh.orig')).toBe(true);
    expect(looksLikeFileName('release.bak')).toBe(false);
  });
});
