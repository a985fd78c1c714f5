import { describe, expect, it } from 'vitest';
import { findingsAt, messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('frontmatter-types', label);
const P = '.claude/skills/deploy/SKILL.md';

describe('frontmatter-types', () => {
  it('says Claude Code drops a metadata value that is not a map', async () => {
    expect(messageAt(await run('invalid/metadata-not-a-map'), `${P}:4:11`)).toMatch(/Claude Code drops it/);
  });
  it('counts the characters of an overlong compatibility', async () => {
    const r = await run('invalid/compatibility-over-500-characters');
    expect(messageAt(r, `${P}:4:16`)).toMatch(/501 characters/);
  });
  it('names the empty entry and the unbalanced parentheses of a tool list', async () => {
    const r = await run('invalid/malformed-allowed-tools-entries');
    expect(messageAt(r, `${P}:4:21`)).toMatch(/empty entry/);
    expect(messageAt(r, `${P}:4:28`)).toMatch(/unbalanced parentheses/);
  });
  it('names the command a legacy command file is invoked as', async () => {
    const r = await run('invalid/version-key-and-command-name');
    expect(findingsAt(r, '.claude/commands/ship.md:2:1').map((f) => f.message)).toEqual([
      expect.stringMatching(/invoked as \/ship/),
    ]);
  });
});
