import type { FileFacts } from '../../analysis/extract.js';
import type { Assignment } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';

/**
 * Cross-file joins inside one closure (docs/facts.md "Data flow … across files of one closure"): the
 * files that share an entry point with a given file, their facts, and where a variable left unresolved
 * in one script is assigned in another (a URL kept in a sourced `defaults.sh`).
 */

/** Every file in a closure that reaches `path` (the file itself included), sorted, with its facts. */
export async function closureFacts(
  ctx: RuleContext,
  path: string,
): Promise<Array<{ path: string; facts: FileFacts }>> {
  const graph = await ctx.model.graph();
  const files = new Set<string>([path]);
  for (const r of graph.reachers(path)) for (const f of graph.closure(r.entry).keys()) files.add(f);
  const out: Array<{ path: string; facts: FileFacts }> = [];
  for (const f of [...files].sort()) {
    const facts = await ctx.model.facts(f);
    if (facts) out.push({ path: f, facts });
  }
  return out;
}

/** Where the named variables are assigned in the closure, as related locations (at most one each). */
export async function assignmentsOf(
  ctx: RuleContext,
  path: string,
  vars: readonly string[],
): Promise<Array<Location & { assignment: Assignment }>> {
  if (vars.length === 0) return [];
  const out: Array<Location & { assignment: Assignment }> = [];
  const wanted = new Set(vars);
  for (const { path: f, facts } of await closureFacts(ctx, path)) {
    for (const a of facts.assignments) {
      if (!wanted.has(a.name)) continue;
      wanted.delete(a.name);
      out.push({ path: f, region: a.at, message: `${a.name} is set here`, assignment: a });
    }
    if (wanted.size === 0) break;
  }
  return out;
}
