import { describe, expect, it } from 'vitest';
import { chainFrom, findingAt, scanCase } from '../harness.js';

describe('reverse-shell', () => {
  it('follows four hops: skill → sibling → reference → nested reference → script', async () => {
    const r = await scanCase('reverse-shell', 'attack/four-hops-to-bundled-script');
    const f = findingAt(r, 'skills/toolchain/scripts/boot.sh:2:1', 'skills/front/SKILL.md');
    expect(chainFrom(f, 'skills/front/SKILL.md')).toHaveLength(5);
  });
});
