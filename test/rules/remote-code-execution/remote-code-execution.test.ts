import { describe, expect, it } from 'vitest';
import { chainFrom, findingAt, messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('remote-code-execution', label);

describe('remote-code-execution', () => {
  it('reports a loader in a sibling skill with the chain from each entry that reaches it', async () => {
    const r = await run('attack/loader-in-sibling-skill-reference');
    const f = findingAt(r, 'skills/toolchain/references/setup-installation.md:6:1');
    // The primary chain is the shortest: from the skill whose folder holds the loader.
    expect(f.chain.map((c) => c.path)).toEqual([
      'skills/toolchain/SKILL.md',
      'skills/toolchain/references/setup-installation.md',
    ]);
    expect(f.message).toMatch(/base64 -d \| node/);
    expect(f.entries).toEqual(['skills/toolchain/SKILL.md', 'skills/front/SKILL.md']);
    expect(chainFrom(f, 'skills/front/SKILL.md')).toEqual([
      'skills/front/SKILL.md',
      'skills/toolchain/SKILL.md',
      'skills/toolchain/references/setup-installation.md',
    ]);
  });
  it('says a SessionStart hook runs the download without asking', async () => {
    expect(
      messageAt(await run('attack/plugin-session-start-hook-download'), 'plug/hooks/hooks.json:8:24'),
    ).toMatch(/in a hook \(SessionStart\) that runs with no one typing it/);
  });
  it("names the publisher's site and shows the whole PowerShell pipeline", async () => {
    const r = await run('benign/generated-skills-install-their-publishers-cli-from-its-site');
    const ps = messageAt(r, 'app-skills/lm-notion/SKILL.md:27:1');
    expect(ps).toMatch(/^`irm https:\/\/cli\.lumora\.dev\/install\.ps1 \| iex`/);
    expect(ps).toMatch(/the site of the publisher this repository's own package names/);
  });
  it("names certificate checks switched off as what a publisher's tie does not lower", async () => {
    const r = await run('attack/publisher-site-installer-fetched-with-certificate-checks-off');
    expect(messageAt(r, 'skills/vx-deploy/SKILL.md:11:1')).toMatch(/certificate checks switched off/);
  });
  it('reports a download run on several lines once, naming the other runs', async () => {
    const f = findingAt(
      await run('attack/one-download-run-on-several-lines'),
      '.claude/skills/trace-collect/SKILL.md:16:1',
    );
    expect(
      (f.related ?? [])
        .filter((l) => l.message === 'the same download run again')
        .map((l) => l.region?.startLine),
    ).toEqual([17, 18]);
  });
});
