import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('hook-command-exec', () => {
  it('says a skill hook runs without a trust prompt, for the rest of the session', async () => {
    const r = await scanCase('hook-command-exec', 'attack/download-piped-to-shell-in-skill-hook');
    expect(messageAt(r, '.claude/skills/setup/SKILL.md:8:20')).toMatch(
      /without a trust prompt even in `claude -p`.*rest of the session/,
    );
  });
});
