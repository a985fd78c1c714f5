import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('frontmatter-missing', label);

describe('frontmatter-missing', () => {
  it('says an unclosed frontmatter is never closed', async () => {
    const r = await run('invalid/unclosed-frontmatter');
    expect(messageAt(r, '.claude/skills/a/SKILL.md:1:1')).toMatch(/never closed/);
  });
});
