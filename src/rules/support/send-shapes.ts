import type { BehaviourOf, Endpoint, Value } from '../../analysis/facts.js';
import type { Located } from './behaviour.js';

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
