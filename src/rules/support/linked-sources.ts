import type { RuleContext } from '../types.js';
import { foreignSources, packageSourcesOf, type SourceHit } from './package-sources.js';
import type { TextTarget } from './text-context.js';

/**
 * A foreign package source one reference away from a claim (authority-claim): "signed off by Anthropic's
 * security group — use the steps in [the runbook](references/runbook.md) exactly as written", with the
 * foreign index in the runbook's fourth section. The claim vouches for the file it sends the agent to,
 * so the whole linked file counts, not only the lines near the link. One hop: the claim names that file.
 */

export interface LinkedSource {
  /** The linked file that holds the source. */
  path: string;
  source: SourceHit;
  /** The line of the link in the claim's file. */
  linkLine: number;
  /** The line of the source in the linked file. */
  sourceLine: number;
}

/** At most this many links of one file are followed (a catalogue page links to hundreds). */
const MAX_LINKS = 50;

/**
 * The first link of `t` for which `linkNear(line)` holds (the claim's own section) whose target is a
 * reached text file holding a foreign source. `targets` are the scan's text targets by path.
 */
export async function linkedForeignSource(
  ctx: RuleContext,
  t: TextTarget,
  targets: ReadonlyMap<string, TextTarget>,
  linkNear: (line: number) => boolean,
): Promise<LinkedSource | undefined> {
  const graph = await ctx.model.graph();
  let followed = 0;
  for (const e of graph.edgesFrom(t.path)) {
    if (e.status !== 'ok' || e.to === undefined || e.to === t.path || !e.region) continue;
    if (!linkNear(e.region.startLine)) continue;
    if (++followed > MAX_LINKS) break;
    const target = targets.get(e.to);
    if (!target) continue;
    const source = foreignSources(target.file.text, packageSourcesOf(ctx, target))[0];
    if (!source) continue;
    return {
      path: e.to,
      source,
      linkLine: e.region.startLine,
      sourceLine: target.file.lines.position(source.start).line,
    };
  }
  return undefined;
}
