import type { BehaviourOf, Endpoint, Value } from '../../analysis/facts.js';
import { type Located } from './behaviour.js';
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
/**
 * An OAuth token request in app code only shown (a reference's callback handler for the user's project):
 * the client's secret posted with a grant (`code`, `grant_type`, `refresh_token`) to a token endpoint,
 * where the protocol sends it (the authorization server that issued the secret; Shopify's is each shop's
 * `/admin/oauth/access_token`, so the host is a variable the app fills from the request). Only when the
 * host is not written out (a literal host is compared with the secret's issuer elsewhere, so a look-alike
 * token endpoint stays), when nothing else in the body reads the environment (a second secret beside the
 * grant goes wherever the request goes), and never in code that runs or that the text tells the agent to
 * run. The shape is the author's to write, so it lowers, never silences.
 */
export declare function shownOAuthGrant(loc: Located<BehaviourOf<'send'>>, data: Value): boolean;
