import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('subagent-frontmatter', label);

describe('subagent-frontmatter', () => {
  it('suggests the tool and the key meant', async () => {
    const r = await run('invalid/tools-enums-and-unknown-keys');
    expect(messageAt(r, '.claude/agents/review.md:4:20')).toMatch(/did you mean 'Bash'/);
    expect(messageAt(r, '.claude/agents/review.md:14:1')).toMatch(/did you mean 'tools'/);
  });
  it('says why a plugin agent loses mcpServers and permissionMode', async () => {
    const r = await run('invalid/plugin-agent-mcp-and-permission-mode');
    expect(messageAt(r, 'plug/agents/helper.md:4:1')).toMatch(/for security reasons/);
  });
});
