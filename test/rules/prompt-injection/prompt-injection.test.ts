import { describe, expect, it } from 'vitest';
import { findingAt, scanCase } from '../harness.js';

describe('prompt-injection', () => {
  it('reports an injection one hop away against the skill that reaches it', async () => {
    const r = await scanCase('prompt-injection', 'attack/overrides-role-tags-concealment-one-hop');
    const p = '.claude/skills/helper/SKILL.md';
    const f = findingAt(r, '.claude/skills/helper/references/setup.md:3:1');
    expect(f.entry).toBe(p);
    expect(f.message).toContain(`reached from ${p}`);
  });
});
