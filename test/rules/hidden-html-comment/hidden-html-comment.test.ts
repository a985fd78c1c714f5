import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('hidden-html-comment', () => {
  it('says what makes a comment an instruction, and names the link definition that never renders', async () => {
    const r = await scanCase('hidden-html-comment', 'attack/agent-directed-comments');
    expect(messageAt(r, '.claude/skills/notes/SKILL.md:9:1')).toMatch(
      /asks for concealment, contains a command/,
    );
    expect(messageAt(r, '.claude/skills/notes/SKILL.md:11:1')).toMatch(/link definition that never renders/);
  });
});
