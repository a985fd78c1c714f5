import type { Endpoint, Value } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/** The variables that name the receiver, or undefined when the code names it (or we cannot tell). */
export declare function receiverVariables(endpoint: Endpoint, data: Value): string[] | undefined;
/**
 * The variables through which the user names this send's receiver, none of them set by the project's
 * settings; undefined when the code (or the project) names it.
 */
export declare function userNamedReceiver(ctx: RuleContext, endpoint: Endpoint, data: Value): string[] | undefined;
/** How a message says so. */
export declare function receiverWords(vars: readonly string[]): string;
