import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('authority-claim', label);

describe('authority-claim', () => {
  it('names the foreign source that raises the claim', async () => {
    expect(
      messageAt(await run('attack/claim-beside-foreign-install'), '.claude/skills/toolchain/SKILL.md:7:14'),
    ).toContain('45.133.1.7');
    expect(
      messageAt(
        await run('attack/only-supported-path-with-base64-node'),
        '.claude/skills/toolchain/SKILL.md:7:9',
      ),
    ).toContain('cdn.toolchain-setup.net');
  });
});
