import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('supply-chain-redirect', () => {
  it('names the index a redirected install goes to', async () => {
    const r = await scanCase('supply-chain-redirect', 'attack/index-redirect-git-install-tls-off');
    expect(messageAt(r, '.claude/skills/setup/SKILL.md:8:1')).toContain('pkgs.fastmirror-cdn.net');
  });
});
