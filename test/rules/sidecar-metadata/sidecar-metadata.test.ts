import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

describe('sidecar-metadata', () => {
  it('names the field that diverges from the frontmatter, and only that one', async () => {
    const r = await scanCase('sidecar-metadata', 'invalid/sidecar-files');
    const message = messageAt(r, 'skills/deploy/skill.yaml:1:1');
    expect(message).toMatch(/name 'deployer' \(frontmatter: 'deploy'\)/);
    expect(message).not.toMatch(/description/);
  });
});
