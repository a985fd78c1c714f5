import { describe, expect, it } from 'vitest';
import { messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('plugin-manifest', label);

describe('plugin-manifest', () => {
  it('names the missing owner of a marketplace', async () => {
    const r = await run('invalid/marketplace-without-owner');
    expect(messageAt(r, '.claude-plugin/marketplace.json:1:1')).toMatch(/missing required 'owner'/);
  });
  it('reports a partial tree once, counting the local sources it lacks', async () => {
    const r = await run('invalid/marketplace-without-local-sources');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.message).toMatch(/none of the 2 local plugin sources/);
  });
});
