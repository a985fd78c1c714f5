import type { Behaviour, Endpoint, Value } from '../../analysis/facts.js';
/** What leaves, for the message, when the request's credentials are sent to a host that only reads them. */
export declare function credentialsSentAway(cred: Value | undefined, endpoint: Endpoint, behaviours: readonly Behaviour[]): string | undefined;
/**
 * A key a scanner's pattern found (src/analysis/secret-formats.ts) in the credentials of a request: checked
 * with a vendor of the issuer table (`Authorization: token <match>` to api.github.com) it is the liveness
 * check trufflehog and gitleaks make; any other host that is not this machine or a placeholder reads it.
 */
export declare function foundKeyAway(endpoint: Endpoint): boolean;
