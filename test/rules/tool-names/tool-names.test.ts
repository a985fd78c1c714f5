import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('tool-names', label);

describe('tool-names', () => {
  it('suggests the Claude Code tool meant', async () => {
    const r = await run('invalid/unknown-and-legacy-claude-tools');
    expect(messageAt(r, '.claude/skills/lint/SKILL.md:4:16')).toMatch(/did you mean 'Bash'/);
  });
  it("gives another runtime's name for a Claude Code tool", async () => {
    const r = await run('invalid/claude-names-for-other-runtimes');
    expect(messageAt(r, '.agents/skills/lint/SKILL.md:4:16')).toMatch(
      /Gemini CLI calls it 'run_shell_command'/,
    );
  });
});
