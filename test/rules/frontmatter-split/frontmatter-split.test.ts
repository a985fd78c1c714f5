import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('frontmatter-split', () => {
  it('names skills-ref as the reader that closes the frontmatter early', async () => {
    const r = await scanCase('frontmatter-split', 'invalid/dashes-inside-value');
    expect(messageAt(r, '.claude/skills/deploy/SKILL.md:3:30')).toMatch(/skills-ref/);
  });
});
