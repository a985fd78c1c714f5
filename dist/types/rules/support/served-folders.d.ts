import type { RuleContext } from '../types.js';
export declare function reportServedFolders(ctx: RuleContext): Promise<void>;
