import type { BehaviourOf, Endpoint, Value } from '../../analysis/facts.js';
import type { Located } from './behaviour.js';
/** Shapes of a request that say what its secret is for (data-exfiltration's reading of a send). */
/**
 * The send's response holds the token later requests of the same unit authenticate with, to the same host
 * (`get_oauth_token()` posting `client_secret`, then `Authorization: Bearer {token}` to the same API; the
 * analysis marks such credentials as downloaded from the token URL). A host that exists to receive data or
 * a raw IP is no login.
 */
export declare function exchangedForToken(loc: Located<BehaviourOf<'send'>>): boolean;
/**
 * The "data" is the request's own address, held whole by one variable the environment gives
 * (`curl "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=x"`): a secret-sounding name on the variable that *is* the
 * host sends nothing to anyone but that host. A literal host, or another variable in the text, still counts.
 */
export declare function onlyTheAddress(data: Value, endpoint: Endpoint): boolean;
