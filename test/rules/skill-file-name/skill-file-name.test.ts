import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('skill-file-name', () => {
  it('says a SKILL.md sits directly in the skills folder', async () => {
    const r = await scanCase('skill-file-name', 'invalid/skills-root-and-too-deep');
    expect(messageAt(r, '.claude/skills/SKILL.md:1:1')).toMatch(/directly in the skills folder/);
  });
});
