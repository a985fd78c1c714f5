import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('content-quality', () => {
  it('says the description tells what the skill does, not when to use it', async () => {
    const r = await scanCase('content-quality', 'invalid/description-without-trigger');
    expect(messageAt(r, 'skills/pdf-forms/SKILL.md:3:14')).toMatch(/not when to use it/);
  });
});
