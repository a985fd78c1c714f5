import type { RuleContext } from '../types.js';
import type { Judged } from './command-runners.js';
export declare function reportApprovingHooks(ctx: RuleContext, judge: (rule: string) => Judged | undefined): Promise<void>;
