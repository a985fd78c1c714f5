import type { Behaviour, BehaviourOf, Endpoint, SecretClass, Value } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Secrets and sinks across a closure: which sends carry which secrets, and where data written to a file by
 * one script is sent by another (docs/facts.md). Shared by credential-access and data-exfiltration.
 */
/** Secret classes that programs read as configuration; alone they are not theft. */
export declare const CONFIG_SECRETS: ReadonlySet<SecretClass>;
/**
 * A secret variable sent to the service its name says it belongs to (`GITHUB_TOKEN` to api.github.com)
 * is the intended call, not exfiltration (issue: "a token sent to the service it belongs to"). A generic
 * name (`API_KEY`) sent to an ordinary host is presumed intended too; to a webhook, paste service, raw IP
 * or an unknown host it is not.
 */
export declare function isIntendedCall(data: Value, endpoint: Endpoint): boolean;
/** A send leaves the machine: anything but a local address. */
export declare function leaves(e: Endpoint): boolean;
export interface TempHandoff {
    /** The write that put secret data into a file. */
    write: BehaviourOf<'write'>;
    writePath: string;
    secret: SecretClass | undefined;
}
/**
 * For a send whose data came from a file (taint `file`, `from` = its path): a write in the same closure
 * that put a secret into that file. One script stages, another sends.
 */
export declare function stagedSecret(ctx: RuleContext, path: string, send: BehaviourOf<'send'>): Promise<TempHandoff | undefined>;
/** Sends in the closure of `path` that could carry data out (remote, not to a placeholder). */
export declare function sinksInClosure(ctx: RuleContext, path: string): Promise<Array<{
    path: string;
    b: Behaviour;
}>>;
export declare function locationOf(path: string, b: Behaviour, message: string): Location;
