import type { Behaviour } from './facts.js';
import type { ClassifyOptions } from './hosts.js';
import { LineMap } from './lines.js';
import { readyAnalyzers } from './load-analyzers.js';

/**
 * What a payload put back together from pieces would do if run as shell — the pieces are decoded as data
 * (never run) and the result analysed like any command: the first dangerous behaviour, named for a
 * finding's message, or undefined.
 */
export async function dangerOfPayload(
  text: string,
  hosts: ClassifyOptions = {},
): Promise<string | undefined> {
  const { analyzeUnits } = await readyAnalyzers();
  const facts = analyzeUnits(
    new LineMap(text),
    [{ lang: 'shell', text, origin: 'embedded', placement: 'instructed', base: 0 }],
    hosts,
  );
  for (const b of facts.behaviours) {
    const name = dangerName(b);
    if (name) return `itself ${name}`;
  }
  return undefined;
}

function dangerName(b: Behaviour): string | undefined {
  switch (b.kind) {
    case 'execute':
      return b.code.taints.includes('download') ? 'remote code execution' : undefined;
    case 'reverse-shell':
      return 'reverse shell';
    case 'send':
      return b.data.taints.some((t) => t === 'secret' || t === 'file' || t === 'env')
        ? 'data exfiltration'
        : undefined;
    case 'read':
      return 'credential access';
    default:
      return undefined;
  }
}
