import { detailLeftOutOfConfirmation } from '../../analysis/told-details.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { hidesCommand } from './hidden-risks.js';
import { normRegion, placementOf, type TextTarget } from './text-context.js';

type Placed = { severity: Severity; where: string } | undefined;

/**
 * "Don't tell user the specific cron command" under the reply that confirms the reminder: only a detail of
 * the act is kept back, and the user hears of the act (src/analysis/told-details.ts). Low, unless a command
 * that sends, persists or runs fetched code sits just above it (then the detail is what hides it). `hit` is
 * a concealment phrase's span in the normalised text (prompt-injection), or undefined for any other phrase.
 */
export async function detailPlaced(
  ctx: RuleContext,
  t: TextTarget,
  hit: { start: number; end: number } | undefined,
  placed: Placed,
): Promise<Placed> {
  if (!placed || !hit || placed.severity !== 'high') return placed;
  if (placementOf(t, t.norm.toOriginal(hit.start)).comment) return placed;
  if (!detailLeftOutOfConfirmation(t.norm.text, hit.start, hit.end)) return placed;
  const at = normRegion(t, hit.start, hit.end);
  if (hidesCommand({ at }, await ctx.model.facts(t.path).catch(() => undefined))) return placed;
  return { severity: 'low', where: DETAIL_ONLY };
}

const DETAIL_ONLY =
  " (keeps only a detail, such as a command's syntax, out of a reply that confirms the act to the user)";
