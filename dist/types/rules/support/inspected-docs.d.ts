import type { RuleContext } from '../types.js';
/** Whether every reference that reaches the Markdown document at `path` names it only as an object. */
export declare function onlyInspected(ctx: RuleContext, path: string): Promise<boolean>;
