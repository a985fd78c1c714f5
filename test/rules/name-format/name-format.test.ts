import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('name-format', label);

describe('name-format', () => {
  it('names both problems of an uppercase name with a double hyphen', async () => {
    const r = await run('invalid/uppercase-and-double-hyphen');
    expect(messageAt(r, 'skills/PDF--x/SKILL.md:2:7')).toMatch(/lowercase.*consecutive hyphens/);
  });
  it('accepts a lowercase non-ASCII name as the spec validator does, but warns about Copilot', async () => {
    const r = await run('invalid/non-ascii-name');
    expect(messageAt(r, 'skills/навык/SKILL.md:2:7')).toMatch(/non-ASCII/);
  });
  it('names the reserved word', async () => {
    const r = await run('invalid/reserved-word-claude');
    expect(messageAt(r, 'skills/claude-formatter/SKILL.md:2:7')).toMatch(/reserved word 'claude'/);
  });
});
