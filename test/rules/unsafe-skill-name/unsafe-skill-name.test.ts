import { describe, expect, it } from 'vitest';
import { scanCase } from '../harness.js';

describe('unsafe-skill-name', () => {
  it('names path traversal, workflow commands and expressions', async () => {
    const r = await scanCase('unsafe-skill-name', 'attack/traversal-and-workflow-commands');
    expect(r.findings.map((f) => f.message).join('\n')).toMatch(
      /path traversal[\s\S]*workflow-command[\s\S]*expression/,
    );
  });
});
