import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('name-mismatch', () => {
  it('names the command Claude Code invokes the skill by', async () => {
    const r = await scanCase('name-mismatch', 'invalid/name-differs-from-folder');
    expect(messageAt(r, '.claude/skills/deploy-app/SKILL.md:2:7')).toMatch(/invokes it as \/deploy-app/);
  });
});
