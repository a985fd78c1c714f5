import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('unknown-keys', label);

describe('unknown-keys', () => {
  it('suggests the key meant for each misspelling', async () => {
    const r = await run('invalid/misspelt-keys');
    const P = '.claude/skills/deploy/SKILL.md';
    const suggested = [3, 4, 5].map(
      (line) => messageAt(r, `${P}:${line}:1`).match(/did you mean '([^']+)'/)?.[1],
    );
    expect(suggested).toEqual(['description', 'allowed-tools', 'user-invocable']);
  });
  it('names the runtimes that act on a key and what the spec validator does', async () => {
    const r = await run('invalid/claude-keys-per-runtime');
    // argument-hint is read by Copilot and VS Code too: the message must not call it Claude-only.
    expect(messageAt(r, 'skills/deploy/SKILL.md:5:1')).toMatch(
      /only Claude Code, GitHub Copilot, VS Code act on it/,
    );
    expect(messageAt(r, '.agents/skills/deploy/SKILL.md:4:1')).toMatch(/spec validator rejects/);
  });
});
