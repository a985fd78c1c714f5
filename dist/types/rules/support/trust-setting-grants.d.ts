import type { RuleContext } from '../types.js';
export declare function reportTrustSettings(ctx: RuleContext): Promise<void>;
