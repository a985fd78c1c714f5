import type { RuleContext } from '../types.js';
export declare function reportLookalikeInstalls(ctx: RuleContext): Promise<void>;
