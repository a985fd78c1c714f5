import type { Endpoint, Value } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
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
/**
 * hook-command-exec's verdict on a send, one step lower (high to medium) and naming the variables when the
 * user names the receiver; unchanged otherwise.
 */
export declare function forUsersReceiver<V extends {
    severity: Severity;
    what: string;
}>(ctx: RuleContext, send: {
    endpoint: Endpoint;
    data: Value;
}, v: V): V;
