import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('codex-openai-yaml', () => {
  it('says a quoted "false" policy does the opposite of what is written', async () => {
    const r = await scanCase('codex-openai-yaml', 'invalid/icon-colour-keys-and-policy');
    expect(messageAt(r, '.agents/skills/deploy/agents/openai.yaml:7:30')).toMatch(
      /opposite of what is written/,
    );
  });
});
