import type { BehaviourOf } from '../../analysis/facts.js';
import { type Severity } from '../../findings.js';
import type { RuleContext } from './../types.js';
import type { Located } from './behaviour.js';
/**
 * The severity of a gated write, or undefined when no gate applies. `place` is the grade its place gives
 * before what the content runs or fetches raises it.
 */
export declare function approvedWriteGrade(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>, current: Severity, place: Severity): Promise<Severity | undefined>;
/** Lowers a gated write's finding in place and says why (src/rules/persistence.ts). */
export declare function lowerApproved(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>, j: {
    severity: Severity;
    why: string;
}, place: Severity | undefined): Promise<void>;
