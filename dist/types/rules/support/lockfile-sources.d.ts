import type { RuleContext } from '../types.js';
export declare function reportLockfileSources(ctx: RuleContext): Promise<void>;
