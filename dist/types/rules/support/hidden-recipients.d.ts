import type { RuleContext } from '../types.js';
export declare function reportHiddenRecipients(ctx: RuleContext): Promise<void>;
