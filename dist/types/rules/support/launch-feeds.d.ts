import type { RuleContext } from '../types.js';
export declare function reportLaunchFeeds(ctx: RuleContext): Promise<void>;
