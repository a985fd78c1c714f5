import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
/** Why a finding in a shipped-only file is low, for messages. */
export declare const SHIPPED_WHERE = " (in a file of the skill's folder that no text the agent loads names and no launch point or command in reach prints or runs: shipped, not read into the context)";
/** The severity for evidence in `path`: at most low when the skill only ships the file. */
export declare function shippedCap(ctx: RuleContext, path: string, severity: Severity): Promise<{
    severity: Severity;
    shipped: boolean;
}>;
/** Whether an entry point reaches `path` only through a skill's own folder. */
export declare function onlyShipped(ctx: RuleContext, path: string): Promise<boolean>;
