import { issuersOfHost, publicTld, registrableDomain } from '../../analysis/credential-issuers.js';
import type { BehaviourOf } from '../../analysis/facts.js';
import { hostOf } from '../../analysis/hosts.js';
import { LineMap } from '../../analysis/lines.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { HIGH_WHERE_IT_RUNS, type Located, type PlacementGrades } from './behaviour.js';
import { closureFacts } from './closure.js';
import { isTokenGrant } from './service-ties.js';

/**
 * An OAuth token endpoint that is not the vendor's. The access token a token request returns is what the same
 * code then sends as its credentials to a vendor's API (`Bearer {access_token}` to www.googleapis.com): so the
 * host that answered the token request stands where the vendor's authorization server should (Google's
 * oauth2.googleapis.com). When that host is on none of the vendor's domains — a look-alike
 * (`oauth2.googleapis.com.auth-relay.net`), a "token broker" — the request hands it the user's grant for the
 * vendor: the authorization code from the vendor's consent page, the refresh token that renews access on every
 * run, the client's secret. Only a request with the shape of a grant counts (`grant_type`, a refresh token,
 * a client secret, a PKCE verifier): a service of the skill's own that hands out a token for its own reasons
 * is another reading. Where the host is a value of a configuration file the script ships (a client config's
 * `token_uri`), the line of that file is a related location (`configuredDestination`): the destination is written there.
 */

const GRANT_FIELDS = /\b(?:refresh_token|client_secret|code_verifier)\b/;
const CONFIG_FILE = /\.(?:json|ya?ml|toml)$/i;

export interface BrokerJudged {
  grades: PlacementGrades;
  what: string;
  related: Location[];
}

export function grantToBroker(loc: Located<BehaviourOf<'send'>>): BrokerJudged | undefined {
  const { endpoint, data } = loc.b;
  const host = endpoint.host;
  if (endpoint.cls !== 'other' || !host || /[${}<>]/.test(host) || !publicTld(host)) return undefined;
  if (issuersOfHost(host).length > 0 || data.literal) return undefined;
  if (!isTokenGrant(data) && !GRANT_FIELDS.test(data.text)) return undefined;
  const domain = registrableDomain(host);
  for (const b of loc.facts.behaviours) {
    if (b.kind !== 'send' && b.kind !== 'fetch') continue;
    const cred = b.credentials;
    if (!cred?.taints.includes('download') || !cred.from) continue;
    if (registrableDomain(hostOf(cred.from)) !== domain) continue;
    const vendor = issuersOfHost(b.endpoint.host)[0];
    if (!vendor) continue;
    const related: Location[] = [
      { path: loc.path, region: b.at, message: `the token it returns is used with ${vendor.service} here` },
    ];
    return {
      grades: HIGH_WHERE_IT_RUNS,
      what: `the user's ${vendor.service} authorization (an OAuth grant: code, refresh token or client secret) to a token endpoint that is not ${vendor.service}'s, whose token the same code then uses with ${b.endpoint.host},`,
      related,
    };
  }
  return undefined;
}

/**
 * Where a request's destination is written when the code does not write it: the line of a configuration file in
 * reach that holds the address the code read by key (a client config's `token_uri`, a YAML `base_url`).
 */
export async function configuredDestination(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send' | 'fetch'>>,
): Promise<Location[]> {
  const { url, host } = loc.b.endpoint;
  if (!url || !host || loc.b.endpoint.cls === 'unknown') return [];
  const own = await ctx.model.files.text(loc.path);
  if (!own || own.text.includes(host)) return [];
  // The address as the file writes it: its host after a scheme, the longest part the code appended to it
  // (`{base_url}/chat/completions`) not required.
  const needle = `://${host}`;
  for (const { path: f } of await closureFacts(ctx, loc.path)) {
    if (!CONFIG_FILE.test(f)) continue;
    const file = await ctx.model.files.text(f);
    const at = file?.text.indexOf(needle) ?? -1;
    if (!file || at < 0) continue;
    const start = file.text.lastIndexOf('http', at);
    const region = new LineMap(file.text).region(
      start < 0 || start < at - 8 ? at : start,
      at + needle.length,
    );
    return [{ path: f, region, message: 'the request goes to the address this configuration value holds' }];
  }
  return [];
}
