import { describe, expect, it } from 'vitest';
import { writeClassOf } from '../../src/analysis/paths.js';

describe('write targets: what runs or loads in an agent folder, and what is only data', () => {
  it('hook code and OpenCode plugin modules are agent hooks', () => {
    for (const p of [
      '~/.claude/hooks/run-pretooluse.js',
      '~/.claude/hooks/modules/PreToolUse/gate.js',
      '~/.claude/hooks/guard.sh',
      '~/.claude/hooks/audit/guard.py',
      '~/.claude/hooks/audit/counter.sh',
      '~/.config/opencode/plugins/session-handoff.ts',
      '.opencode/plugin/notify.js',
    ])
      expect(writeClassOf(p)?.cls, p).toBe('agent-hooks');
  });

  it("a hook runner's logs, rotations, counters, markers, scores and backups are not", () => {
    for (const p of [
      '~/.claude/hooks/hook-log.jsonl',
      '~/.claude/hooks/hook-log.jsonl.1',
      '~/.claude/hooks/prompt-log.jsonl.bak',
      '~/.claude/hooks/.uncommitted-edit-count',
      '~/.claude/hooks/.drift-last-check',
      '~/.claude/hooks/reflection-score.json',
      '~/.claude/hooks/backups/run-pretooluse.js',
      '~/.claude/hooks/state/gate.json',
      '~/.claude/hooks/cmd-audit/log.jsonl',
      '~/.claude/hooks/cmd-audit/log-20260101-120000.jsonl.gz',
      '~/.claude/hooks/cmd-audit/count',
      '~/.claude/hooks/counter',
    ])
      expect(writeClassOf(p)?.cls, p).not.toBe('agent-hooks');
  });

  it('an OpenCode config file is settings, not a plugin', () => {
    expect(writeClassOf('~/.config/opencode/opencode.json')?.cls).toBe('agent-settings');
  });
});
