import type { RuleContext } from '../types.js';
export declare function reportStandingOverrides(ctx: RuleContext, seen: ReadonlySet<string>): Promise<void>;
