import { defineRule } from './types.js';

/** Each reference chain the graph stopped following at the depth limit: what lies beyond was not scanned. */
export default defineRule('reference-depth', async (ctx) => {
  const graph = await ctx.model.graph();
  for (const cut of graph.depthCuts) {
    const step = cut.chain.at(-2)!;
    const beyond = cut.chain.at(-1)!.path;
    const hops = cut.chain.length - 1;
    ctx.report({
      location: { path: step.path, ...(step.region ? { region: step.region } : {}) },
      entry: cut.entry,
      chain: cut.chain,
      related: [{ path: cut.entry, message: 'entry point a user installs' }],
      message: `reference chain from ${cut.entry} reaches ${beyond} after ${hops} hops, past the limit of ${graph.maxDepth ?? hops - 1}: skillscan stopped there and did not scan ${beyond} or anything it references (${cut.chain.map((c) => c.path).join(' → ')})`,
      fingerprintKey: `depth:${beyond}`,
    });
  }
});
