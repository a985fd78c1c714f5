import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour, BehaviourOf, Endpoint, SecretClass, SendChannel, Value } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Secrets and sinks across a closure: which sends carry which secrets, and where data written to a file by
 * one script is sent by another (docs/facts.md). Shared by credential-access and data-exfiltration.
 */
/** Secret classes that programs read as configuration; alone they are not theft. */
/** Channels whose data is stored or published for others to read, never a request's input. */
export declare const PUBLISHED: ReadonlySet<SendChannel>;
export declare const CONFIG_SECRETS: ReadonlySet<SecretClass>;
/**
 * A secret variable sent to the service it belongs to is the intended call, not exfiltration (issue: "a
 * token sent to the service it belongs to"); which service that is comes from what the code ties together
 * (src/rules/support/service-ties.ts): the host names it (`GITHUB_TOKEN` to api.github.com), or the host is
 * one the user's own network alone resolves, or the whole host is a variable the user sets whose name
 * names the same service (`QRADAR_TOKEN` to `https://$QRADAR_HOST/api`; in an OAuth token request a
 * generic `CLIENT_SECRET` counts as that host's too). A tenant subdomain the user fills under a domain the
 * code writes (`https://${TENANT}.auth.vendor.io`) is judged as that domain. A generic name (`API_KEY`) sent to
 * an ordinary host is presumed intended too; to a webhook, paste service, raw IP or an unknown host it is not.
 */
export declare function isIntendedCall(data: Value, given: Endpoint): boolean;
/**
 * A request's credentials that its receiver can read, not just use: a request-capture host (webhook.site,
 * a tunnel, a paste service) or a raw IP shows its owner the whole request, headers and query included,
 * so a secret variable there is sent to whoever reads it — unless its name says it is that host's own
 * key (`IPINFO_TOKEN` to ipinfo.io), and any host for a token named for a vendor whose domains it is not
 * on (support/service-ties.ts `vendorTokenElsewhere`). A message relay (the Telegram Bot API, Slack and Discord webhooks)
 * consumes its token and passes on only the message.
 */
export declare function credentialsExposed(cred: Value | undefined, endpoint: Endpoint): boolean;
/** A send leaves the machine: anything but a local address. */
export declare function leaves(e: Endpoint): boolean;
export interface TempHandoff {
    /** The write that put secret data into a file. */
    write: BehaviourOf<'write'>;
    writePath: string;
    secret: SecretClass | undefined;
}
type ScopeFacts = Array<{
    path: string;
    facts: FileFacts;
}>;
/**
 * For a send whose data came from a file (taint `file`, `from` = its path): a write in the same closure
 * (or the given files) that put a secret into that file. One script stages, another sends.
 */
export declare function stagedSecret(ctx: RuleContext, path: string, send: BehaviourOf<'send'>, scope?: ScopeFacts): Promise<TempHandoff | undefined>;
/** Sends among the given files that could carry data out (remote, not to a placeholder). */
export declare function sinksIn(scope: ScopeFacts): Array<{
    path: string;
    b: Behaviour;
}>;
export declare function locationOf(path: string, b: Behaviour, message: string): Location;
export {};
