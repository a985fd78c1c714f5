import { optedIn } from '../../analysis/opt-in-gates.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';

/** A high change the user asks for by an option is theirs to choose: low, and critical one step lower. */
export const OPTED_IN: Readonly<Record<Severity, Severity>> = {
  critical: 'high',
  high: 'low',
  medium: 'low',
  low: 'low',
  info: 'info',
};

/** `base` for a change in a shell script, lowered when the script makes it only under a user's option. */
export async function optInGrade(
  ctx: RuleContext,
  loc: Located,
  base: Severity,
): Promise<{ base: Severity; why: string }> {
  if (loc.unit.origin !== 'script' || loc.unit.lang !== 'shell') return { base, why: '' };
  const file = await ctx.model.files.text(loc.path);
  return file && optedIn(file.text, loc.b.at.startLine)
    ? { base: OPTED_IN[base], why: ', only when the user passes the script option that turns it on' }
    : { base, why: '' };
}
