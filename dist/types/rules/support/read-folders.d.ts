import type { RuleContext } from '../types.js';
/** Whether the shipped file at `path` is only read, as text, by a program of the skill that lists its folder. */
export declare function onlyReadFromFolder(ctx: RuleContext, path: string): Promise<boolean>;
