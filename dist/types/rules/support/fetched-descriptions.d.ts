import type { RuleContext } from '../types.js';
export declare function reportFetchedDescriptions(ctx: RuleContext): Promise<void>;
