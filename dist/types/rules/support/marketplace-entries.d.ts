import type { RuleContext } from '../types.js';
export declare function reportMarketplaceEntries(ctx: RuleContext): Promise<void>;
