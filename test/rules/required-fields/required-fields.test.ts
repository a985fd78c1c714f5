import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('required-fields', () => {
  it('says Claude Code never delegates to a subagent without a description', async () => {
    const r = await scanCase('required-fields', 'invalid/subagent-without-description');
    expect(messageAt(r, '.claude/agents/rev.md:1:1')).toMatch(/never delegates/);
  });
});
