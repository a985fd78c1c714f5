import { afterAll, describe, expect, it } from 'vitest';
import { PLANTED } from '../generators.js';
import { messageAt, removeGeneratedTrees, scanCase } from '../harness.js';

const run = (label: string) => scanCase('hardcoded-secret', label);
afterAll(removeGeneratedTrees);

describe('hardcoded-secret', () => {
  it('masks provider keys in the message and names the kind of key', async () => {
    const r = await run('attack/provider-keys-and-key-block');
    for (const f of r.findings) {
      for (const s of [PLANTED.aws, PLANTED.github, PLANTED.openai])
        expect(f.message).not.toContain(s.slice(6));
    }
    expect(messageAt(r, 'skills/k/SKILL.md:7:7')).toMatch(/AWS access key id AKIAM… \(20 characters\)/);
  });
  it('does not repeat a database password', async () => {
    const r = await run('attack/database-url-password');
    expect(messageAt(r, 'skills/k/SKILL.md:7:29')).not.toContain(PLANTED.dbPassword.slice(4));
  });
});
