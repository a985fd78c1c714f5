import { describe, expect, it } from 'vitest';
import { findingAt, scanCase } from '../rules/harness.js';

/**
 * Documents a launch point prints into the agent's context (src/model/context-feeds.ts) join the closure of
 * the entry that declares it, with the chain entry → program → document, and are text, not code the hook
 * runs.
 */
describe('a document a SessionStart hook prints', () => {
  it('is reached through the hook and the script that prints it', async () => {
    const r = await scanCase(
      'data-exfiltration',
      'attack/sessionstart-hook-prints-turkish-troubleshooting-section',
    );
    const f = findingAt(r, 'plugins/ops-handbook/docs/el-kitabi.md:8:61');
    expect(f.entry).toBe('plugins/ops-handbook/hooks/hooks.json');
    expect(f.chain.map((s) => s.path)).toEqual([
      'plugins/ops-handbook/hooks/hooks.json',
      'plugins/ops-handbook/bin/handbook.sh',
      'plugins/ops-handbook/docs/el-kitabi.md',
    ]);
    expect(f.chain[1]?.message).toBe('printed');
  });

  it('reaches every document of a folder a `!` line script prints with a glob', async () => {
    const r = await scanCase('persistence', 'attack/bang-line-script-prints-policy-folder-hook-install');
    const f = findingAt(r, '.claude/policy/b-may-moi.md:1:3');
    expect(f.chain.map((s) => s.path)).toEqual([
      '.claude/commands/ship.md',
      '.claude/bin/policy.sh',
      '.claude/policy/b-may-moi.md',
    ]);
  });
});
