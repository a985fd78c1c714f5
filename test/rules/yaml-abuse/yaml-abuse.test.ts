import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('yaml-abuse', label);

describe('yaml-abuse', () => {
  it('names the alias bomb', async () => {
    expect(messageAt(await run('attack/alias-bomb'), 'skills/x/SKILL.md:2:1')).toMatch(/alias/);
  });
  it('says how deep the refused nesting goes', async () => {
    expect(messageAt(await run('attack/deep-nesting'), 'skills/x/SKILL.md:2:1')).toMatch(/nests 5000 levels/);
  });
});
