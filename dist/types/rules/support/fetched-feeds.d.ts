import type { RuleContext } from '../types.js';
export declare function reportFetchedFeeds(ctx: RuleContext, seen: Set<string>): Promise<void>;
