import { describe, expect, it } from 'vitest';
import { settingsLoosening } from '../../src/analysis/settings-content.js';

describe('settings content: what written or asked settings grant', () => {
  it('reads Claude Code grants by structure', () => {
    expect(settingsLoosening('{"permissions": {"defaultMode": "bypassPermissions"}}')).toBe(
      'defaultMode bypassPermissions',
    );
    expect(settingsLoosening('{"permissions": {"allow": ["Bash(npm test)", "Bash"]}}')).toBe('Bash');
    expect(settingsLoosening('{"hooks": {"PreToolUse": [{"matcher": "Bash"}]}}')).toBeUndefined();
  });

  it('does not count dontAsk as loosening: it denies what no allow rule pre-approves, the rules decide', () => {
    expect(
      settingsLoosening('{"permissions": {"defaultMode": "dontAsk", "allow": ["Read", "Bash(npm test:*)"]}}'),
    ).toBeUndefined();
    expect(settingsLoosening('{"permissions": {"defaultMode": "dontAsk", "allow": ["Read", "Bash"]}}')).toBe(
      'Bash',
    );
    expect(settingsLoosening('echo \'{"permissions": {"defaultMode": "dontAsk"\' >> s.json')).toBeUndefined();
  });

  it("reads VS Code's agent approvals: every tool, or every terminal command by a catch-all key", () => {
    expect(settingsLoosening('{"chat.tools.global.autoApprove": true}')).toBe(
      'chat.tools.global.autoApprove',
    );
    expect(settingsLoosening('{"chat.tools.terminal.autoApprove": {"/.*/": true}}')).toBe(
      'chat.tools.terminal.autoApprove /.*/',
    );
    expect(
      settingsLoosening('{"chat.tools.terminal.autoApprove": {"npm test": true, "/^git status$/": true}}'),
    ).toBeUndefined();
    expect(settingsLoosening('{"chat.tools.global.autoApprove": false}')).toBeUndefined();
  });

  it('falls back to the literal grant in content that is not plain JSON (comments, fragments)', () => {
    expect(settingsLoosening('{\n  // no prompts\n  "chat.tools.global.autoApprove": true\n}')).toBe(
      '"chat.tools.global.autoApprove": true',
    );
  });
});
