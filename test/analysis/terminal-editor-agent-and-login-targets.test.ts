import { describe, expect, it } from 'vitest';
import { secretOf, writeClassOf } from '../../src/analysis/paths.js';

describe('start-up places of terminals, editors, gpg-agent and ssh logins', () => {
  it("WezTerm's Lua configuration and gpg-agent's configuration are read whenever the program starts", () => {
    for (const p of ['~/.wezterm.lua', '$HOME/.config/wezterm/wezterm.lua', '~/.config/wezterm/colors.lua'])
      expect(writeClassOf(p)?.cls, p).toBe('tool-startup');
    for (const p of ['~/.gnupg/gpg-agent.conf', '${GNUPGHOME}/gpg-agent.conf'])
      expect(writeClassOf(p)?.cls, p).toBe('tool-startup');
  });

  it("Sublime Text imports every package folder's top-level Python files at start", () => {
    for (const p of [
      '~/.config/sublime-text/Packages/User/hints.py',
      '~/Library/Application Support/Sublime Text/Packages/User/sync.py',
      '%APPDATA%/Sublime Text 3/Packages/Lint/lint.py',
    ])
      expect(writeClassOf(p)?.cls, p).toBe('editor-startup');
    expect(writeClassOf('~/.config/sublime-text/Packages/User/Preferences.sublime-settings')?.cls).not.toBe(
      'editor-startup',
    );
  });

  it('sshd runs ~/.ssh/rc at every login; the client configuration stays its own class', () => {
    expect(writeClassOf('~/.ssh/rc')?.cls).toBe('autostart');
    expect(writeClassOf('/etc/ssh/sshrc')?.cls).toBe('autostart');
    expect(writeClassOf('~/.ssh/config')?.cls).toBe('ssh-config');
    expect(writeClassOf('~/.ssh/rcfiles/notes.txt')?.cls).not.toBe('autostart');
  });

  it("GnuPG's option files are not its keyring; the keys and the folder are", () => {
    for (const p of [
      '~/.gnupg/gpg-agent.conf',
      '~/.gnupg/gpg.conf',
      '~/.gnupg/dirmngr.conf',
      '~/.gnupg/sshcontrol',
    ])
      expect(secretOf(p), p).toBeUndefined();
    for (const p of ['~/.gnupg', '~/.gnupg/private-keys-v1.d/ABC.key', '~/.gnupg/pubring.kbx'])
      expect(secretOf(p)?.cls, p).toBe('gpg-keyring');
  });
});
