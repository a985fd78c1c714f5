import type { Location, Region, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import type { Judged } from './command-runners.js';
/** What pre-approving these named tools grants, or undefined when they only read. */
export declare function judgeToolNames(names: readonly string[]): Judged | undefined;
/**
 * Reports a setting at its file and names, as related locations, the entry points that reach the file (the
 * skill that sends the agent to it). Unlike `reportReached` the finding keeps the file as its own entry:
 * the file is loaded by its runtime whether or not a skill names it, and a pull-request scan that follows
 * only the changed skill reports the same finding (test/rules/focus-contract.test.ts).
 */
export declare function reportNamingReachers(ctx: RuleContext, hit: {
    path: string;
    region?: Region;
    severity: Severity;
    message: string;
    fingerprintKey: string;
    related?: Location[];
}): Promise<void>;
export declare function reportAgentConfigGrants(ctx: RuleContext): Promise<void>;
