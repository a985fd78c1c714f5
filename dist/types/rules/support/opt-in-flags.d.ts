import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
/** A high change the user asks for by an option is theirs to choose: low, and critical one step lower. */
export declare const OPTED_IN: Readonly<Record<Severity, Severity>>;
/** `base` for a change in a shell script, lowered when the script makes it only under a user's option. */
export declare function optInGrade(ctx: RuleContext, loc: Located, base: Severity): Promise<{
    base: Severity;
    why: string;
}>;
