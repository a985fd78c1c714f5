import type { AnalyzeOptions } from '../../analysis/signals/analyze.js';
import type { Signal, SignalKind } from '../../analysis/signals/types.js';
import type { RuleContext } from '../types.js';
import { analyzeFile } from './exec-signals.js';
import { reachableFiles, reportReached } from './reach.js';

/** Options shared by the execution-family rules (`rules.<id>.options.trustedInstallers`). */
export function analyzeOptions(ctx: RuleContext): AnalyzeOptions {
  const t = ctx.options.trustedInstallers;
  if (Array.isArray(t) && t.every((x) => typeof x === 'string')) return { trustedInstallers: t as string[] };
  return {};
}

/** Signals of the given kinds in every file some entry point reaches, in path order. */
export async function reachedSignals(ctx: RuleContext, kinds: readonly SignalKind[]): Promise<Signal[]> {
  const out: Signal[] = [];
  const opts = analyzeOptions(ctx);
  for (const path of await reachableFiles(ctx)) {
    for (const s of await analyzeFile(ctx.model, path, opts)) if (kinds.includes(s.kind)) out.push(s);
  }
  return out;
}

/** Signals of the given kinds in every file of each closure that reaches `path` (the file itself excluded). */
export async function corroborating(
  ctx: RuleContext,
  path: string,
  kinds: readonly SignalKind[],
): Promise<Signal[]> {
  const graph = await ctx.model.graph();
  const files = new Set<string>();
  for (const r of graph.reachers(path)) for (const f of graph.closure(r.entry).keys()) files.add(f);
  files.delete(path);
  const out: Signal[] = [];
  for (const f of [...files].sort()) {
    for (const s of await analyzeFile(ctx.model, f, analyzeOptions(ctx)))
      if (kinds.includes(s.kind)) out.push(s);
  }
  return out;
}

export async function reportSignal(
  ctx: RuleContext,
  s: Signal,
  override: { severity?: Signal['severity']; message?: string } = {},
): Promise<void> {
  await reportReached(ctx, {
    path: s.path,
    region: s.region,
    message: override.message ?? s.message,
    severity: override.severity ?? s.severity,
    fingerprintKey: s.key,
  });
}
