import type { Behaviour, Endpoint, Value } from '../../analysis/facts.js';
/** What leaves, for the message, when the request's credentials are sent to a host that only reads them. */
export declare function credentialsSentAway(cred: Value | undefined, endpoint: Endpoint, behaviours: readonly Behaviour[]): string | undefined;
