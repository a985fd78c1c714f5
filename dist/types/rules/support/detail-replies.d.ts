import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type TextTarget } from './text-context.js';
type Placed = {
    severity: Severity;
    where: string;
} | undefined;
/**
 * "Don't tell user the specific cron command" under the reply that confirms the reminder: only a detail of
 * the act is kept back, and the user hears of the act (src/analysis/told-details.ts). Low, unless a command
 * that sends, persists or runs fetched code sits just above it (then the detail is what hides it). `hit` is
 * a concealment phrase's span in the normalised text (prompt-injection), or undefined for any other phrase.
 */
export declare function detailPlaced(ctx: RuleContext, t: TextTarget, hit: {
    start: number;
    end: number;
} | undefined, placed: Placed): Promise<Placed>;
export {};
