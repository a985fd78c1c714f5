import type { RuleContext } from '../types.js';
export declare function reportUrlSlotSends(ctx: RuleContext): Promise<void>;
