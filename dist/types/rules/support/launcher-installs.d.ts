import type { RuleContext } from '../types.js';
export declare function reportLauncherRuns(ctx: RuleContext): Promise<void>;
