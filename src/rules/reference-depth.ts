import type { Location } from '../findings.js';
import { defineRule } from './types.js';

/** Hops named in the message before the middle of a long chain is elided (the finding's chain has all). */
const SHOWN_HOPS = 4;

/**
 * Each reference chain the graph stopped following at the depth limit, when what lies beyond was not
 * scanned at all: a file that another entry point (or a shorter route, such as its own skill's folder)
 * reaches within the limit was scanned, so cutting this chain hid nothing.
 */
export default defineRule('reference-depth', async (ctx) => {
  const graph = await ctx.model.graph();
  for (const cut of graph.depthCuts) {
    const beyond = cut.beyond;
    if (graph.scanned(beyond)) continue;
    const chain = cut.chain;
    const step = chain.at(-2)!;
    const hops = chain.length - 1;
    ctx.report({
      location: { path: step.path, ...(step.region ? { region: step.region } : {}) },
      entry: cut.entry,
      chain,
      related: [{ path: cut.entry, message: 'entry point a user installs' }],
      message: `reference chain from ${cut.entry} reaches ${beyond} after ${hops} hops, past the limit of ${graph.maxDepth ?? hops - 1}: skillscan stopped there, and no other entry point reaches ${beyond} within the limit, so it and anything it references were not scanned (${route(chain)})`,
      fingerprintKey: `depth:${beyond}`,
    });
  }
});

/** The chain as `a → b → … (n more) → y → z`, short enough to read in an annotation. */
function route(chain: readonly Location[]): string {
  const paths = chain.map((c) => c.path);
  if (paths.length <= SHOWN_HOPS * 2 + 1) return paths.join(' → ');
  const hidden = paths.length - SHOWN_HOPS * 2;
  return [...paths.slice(0, SHOWN_HOPS), `… ${hidden} more …`, ...paths.slice(-SHOWN_HOPS)].join(' → ');
}
