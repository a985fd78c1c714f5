import type { Confidence, Location, Region, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';

/** Evidence found in one file, before it is attributed to the entry points that reach that file. */
export interface Hit {
  path: string;
  region?: Region;
  message: string;
  severity?: Severity;
  confidence?: Confidence;
  /** Identity of the evidence across runs: normalised content, never the message (src/findings.ts). */
  fingerprintKey: string;
}

function describeChain(chain: readonly Location[]): string {
  return chain.map((c) => c.path).join(' → ');
}

/**
 * Reports a hit once per entry point whose closure reaches its file (docs/taxonomy.md: a finding reached
 * through references names both the entry a user installs and the file with the evidence). A hit in a
 * file no entry reaches is still reported, on the file alone: unreachable today is reachable tomorrow.
 */
export async function reportReached(ctx: RuleContext, hit: Hit): Promise<void> {
  const graph = await ctx.model.graph();
  const reaches = graph.reachers(hit.path);
  const location: Location = { path: hit.path, ...(hit.region ? { region: hit.region } : {}) };
  const base = {
    location,
    ...(hit.severity ? { severity: hit.severity } : {}),
    ...(hit.confidence ? { confidence: hit.confidence } : {}),
    fingerprintKey: hit.fingerprintKey,
  };
  if (reaches.length === 0) {
    ctx.report({ ...base, message: hit.message });
    return;
  }
  for (const r of reaches) {
    if (r.depth === 0) {
      ctx.report({ ...base, message: hit.message, entry: r.entry });
      continue;
    }
    const chain: Location[] = [...r.chain.slice(0, -1), { ...location, message: 'evidence' }];
    ctx.report({
      ...base,
      message: `${hit.message} — reached from ${r.entry} (${describeChain(r.chain)})`,
      entry: r.entry,
      chain,
      related: [{ path: r.entry, message: 'entry point a user installs' }],
    });
  }
}

const reachableCache = new WeakMap<object, string[]>();

/**
 * Every file some entry point reaches (entries included), once each, sorted: what content rules scan.
 * Computed once per graph; a dozen rules ask for it.
 */
export async function reachableFiles(ctx: RuleContext): Promise<readonly string[]> {
  const graph = await ctx.model.graph();
  const cached = reachableCache.get(graph);
  if (cached) return cached;
  const seen = new Map<string, string>(); // real path → first path
  for (const entry of graph.entries) {
    for (const path of graph.closure(entry).keys()) {
      const real = ctx.model.files.realOf(path) ?? path;
      if (!seen.has(real)) seen.set(real, path);
    }
  }
  const files = [...seen.values()].sort();
  reachableCache.set(graph, files);
  return files;
}
