import type { FileFacts } from '../../analysis/extract.js';
import type { RuleContext } from '../types.js';

/**
 * A file's facts with what flows across modules merged in (src/model/module-flows.ts): a token another
 * module returned (`getTokens()`) is in the credentials of the call that sends it. Rules that ask what
 * runs with a file (a way out for a read, what a hook's scripts do) read these, so a send is judged by
 * what it carries wherever that was read. The join is imported only for files with module records, as
 * support/behaviour.ts does (the Action loads the code analyzers' helpers only once a scan has code).
 */
export async function joinedFacts(ctx: RuleContext, path: string, facts: FileFacts): Promise<FileFacts> {
  if (!facts.modules) return facts;
  const { joinedBehaviours } = await import('../../model/module-flows.js');
  const { replaced } = await joinedBehaviours(ctx.model, path);
  if (replaced.size === 0) return facts;
  return { ...facts, behaviours: facts.behaviours.map((b, i) => replaced.get(i) ?? b) };
}

/** The same for every file of a scope (support/closure.ts `runTogetherFacts`). */
export async function joinedScope(
  ctx: RuleContext,
  scope: ReadonlyArray<{ path: string; facts: FileFacts }>,
): Promise<Array<{ path: string; facts: FileFacts }>> {
  const out = [];
  for (const { path, facts } of scope) out.push({ path, facts: await joinedFacts(ctx, path, facts) });
  return out;
}
