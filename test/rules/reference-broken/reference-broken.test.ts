import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('reference-broken', () => {
  it('says what is wrong with each reference', async () => {
    const r = await scanCase('reference-broken', 'invalid/missing-outside-absolute-sibling-remote');
    const P = '.claude/skills/a/SKILL.md';
    expect(messageAt(r, `${P}:10:1`)).toContain('differs only in case');
    expect(messageAt(r, `${P}:9:1`)).toContain('2 remote references (example.com, other.org)');
    expect(messageAt(r, `${P}:6:1`)).toContain('climbs out of the repository');
  });
});
