import { describe, expect, it } from 'vitest';
import {
  inAgentWorkspace,
  isInstructionFile,
  projectInstructionFiles,
} from '../../src/analysis/instruction-files.js';
import { writeClassOf } from '../../src/analysis/paths.js';

describe('instruction files agents load into every session (one table)', () => {
  it('the runtimes own names in any letter case, and their rule folders', () => {
    for (const p of [
      'CLAUDE.md',
      'sub/claude.md',
      '~/.claude/CLAUDE.md',
      'AGENTS.override.md',
      '~/.codex/instructions.md',
      '.github/copilot-instructions.md',
      '.cursor/rules/a.mdc',
      '.goosehints',
      'x/.clinerules/r.md',
    ])
      expect(isInstructionFile(p), p).toBe(true);
  });

  it("OpenClaw's workspace files: SOUL, IDENTITY and USER anywhere as spelt, the others in a workspace", () => {
    for (const p of [
      'SOUL.md',
      '~/.openclaw/workspace/IDENTITY.md',
      'USER.md',
      '~/.openclaw/workspace/TOOLS.md',
      '~/.openclaw-work/workspace/HEARTBEAT.md',
      '~/.openclaw/workspace-dev/memory/2026-01-01.md',
    ])
      expect(writeClassOf(p)?.cls, p).toBe('agent-memory');
    for (const p of ['docs/user.md', 'docs/TOOLS.md', 'BOOTSTRAP.md', 'soul.md'])
      expect(writeClassOf(p)?.cls, p).not.toBe('agent-memory');
  });

  it('workspace files are told apart, and project files keep their loaders', () => {
    expect(inAgentWorkspace('~/.openclaw/workspace/SOUL.md')).toBe(true);
    expect(inAgentWorkspace('SOUL.md')).toBe(false);
    expect(projectInstructionFiles()['.codex/AGENTS.md']).toBe('Codex');
    expect(projectInstructionFiles()['CLAUDE.local.md']).toBe('Claude Code');
  });
});
