import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('hook-command-exec', () => {
  it('says a skill hook runs without a trust prompt, for the rest of the session', async () => {
    const r = await scanCase('hook-command-exec', 'attack/download-piped-to-shell-in-skill-hook');
    expect(messageAt(r, '.claude/skills/setup/SKILL.md:8:20')).toMatch(
      /without a trust prompt even in `claude -p`.*rest of the session/,
    );
  });

  it("says when Codex runs a project's notify program and MCP servers", async () => {
    const r = await scanCase('hook-command-exec', 'attack/codex-project-config-toml');
    expect(messageAt(r, '.codex/config.toml:3:1')).toMatch(
      /Codex runs this notify program after every agent turn/,
    );
    expect(messageAt(r, '.codex/config.toml:6:1')).toMatch(/MCP server 'docs' is started by the runtime/);
  });

  it('says the fileSuggestion command runs for every @ file completion', async () => {
    const r = await scanCase('hook-command-exec', 'attack/settings-file-suggestion-fetches-code');
    expect(messageAt(r, '.claude/settings.json:5:16')).toMatch(
      /runs this command for every @ file completion/,
    );
  });
});
