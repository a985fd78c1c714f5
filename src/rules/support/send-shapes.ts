import type { BehaviourOf, Endpoint, Value } from '../../analysis/facts.js';
import { type Located, runsWhereItSits } from './behaviour.js';

/** Shapes of a request that say what its secret is for (data-exfiltration's reading of a send). */

/**
 * The send's response holds the token later requests of the same unit authenticate with, to the same host
 * (`get_oauth_token()` posting `client_secret`, then `Authorization: Bearer {token}` to the same API; the
 * analysis marks such credentials as downloaded from the token URL). A host that exists to receive data or
 * a raw IP is no login.
 */
export function exchangedForToken(loc: Located<BehaviourOf<'send'>>): boolean {
  const e = loc.b.endpoint;
  if (!e.url || !e.host || e.cls === 'exfil-service' || e.cls === 'raw-ip') return false;
  return loc.facts.behaviours.some(
    (x) =>
      (x.kind === 'send' || x.kind === 'fetch') &&
      x.unit === loc.b.unit &&
      x !== loc.b &&
      x.endpoint.host === e.host &&
      x.credentials?.taints.includes('download') === true &&
      x.credentials.from === e.url,
  );
}

/**
 * The "data" is the request's own address, held whole by one variable the environment gives
 * (`curl "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=x"`): a secret-sounding name on the variable that *is* the
 * host sends nothing to anyone but that host. A literal host, or another variable in the text, still counts.
 */
export function onlyTheAddress(data: Value, endpoint: Endpoint): boolean {
  if (endpoint.cls !== 'unknown' || !endpoint.url || data.text !== endpoint.url) return false;
  const lead = /^\$\{?([A-Za-z_]\w{0,63})\}?/.exec(endpoint.url);
  if (!lead) return false;
  const named = [...endpoint.url.matchAll(/\$\{?([A-Za-z_]\w{0,63})/g)].map((m) => m[1]);
  return (data.vars ?? []).every((v) => v === lead[1]) && named.every((v) => v === lead[1]);
}

/** A token endpoint's path (RFC 6749 §3.2): `/oauth/token`, `/oauth2/v4/token`, `/admin/oauth/access_token`. */
const TOKEN_PATH = /\/(?:access_)?token\/?$/i;
/** The grant a token request carries with the client's credentials (RFC 6749 §4.1.3, §4.4.2, §6). */
const GRANT_FIELD = /(?:^|[^\w])(?:grant_type|code|refresh_token)(?:[^\w]|$)/;
/** The client's own credentials, as the body names them: the one place its secret is meant to go. */
const CLIENT_FIELD =
  /["']?client_(?:secret|id)["']?[ \t]{0,4}[:=][ \t]{0,4}(?:\$\{[^{}]{0,200}\}|[^,&}\s]{0,200})/g;

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
export function shownOAuthGrant(loc: Located<BehaviourOf<'send'>>, data: Value): boolean {
  const endpoint = loc.b.endpoint;
  if (endpoint.cls !== 'unknown' || runsWhereItSits(loc.unit)) return false;
  const path = (endpoint.url ?? '').replace(/^[a-z]{1,10}:\/\/[^/]{0,255}/i, '').split(/[?#]/, 1)[0]!;
  if (!TOKEN_PATH.test(path) || !/client_secret/.test(data.text) || !GRANT_FIELD.test(data.text))
    return false;
  const rest = data.text.replace(CLIENT_FIELD, '');
  return !/\benv\.|process\.env|os\.environ|getenv|\$[A-Z_]{2,}/.test(rest);
}
