import { describe, expect, it } from 'vitest';
import { findingAt, messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('remote-code-execution', label);

describe('remote-code-execution', () => {
  it('reports a loader in a sibling skill against both entries, each with its chain', async () => {
    const r = await run('attack/loader-in-sibling-skill-reference');
    const where = 'skills/toolchain/references/setup-installation.md:6:1';
    const own = findingAt(r, where, 'skills/toolchain/SKILL.md');
    expect(own.chain.map((c) => c.path)).toEqual([
      'skills/toolchain/SKILL.md',
      'skills/toolchain/references/setup-installation.md',
    ]);
    expect(own.message).toMatch(/base64 -d \| node/);
    expect(own.message).toMatch(/reached from skills\/toolchain\/SKILL\.md/);
    const front = findingAt(r, where, 'skills/front/SKILL.md');
    expect(front.chain.map((c) => c.path)).toEqual([
      'skills/front/SKILL.md',
      'skills/toolchain/SKILL.md',
      'skills/toolchain/references/setup-installation.md',
    ]);
  });
  it('says a SessionStart hook runs the download without asking', async () => {
    expect(
      messageAt(await run('attack/plugin-session-start-hook-download'), 'plug/hooks/hooks.json:8:24'),
    ).toMatch(/SessionStart hook runs it without asking/);
  });
});
