import { issuersOfHost, publicTld, registrableDomain } from '../../analysis/credential-issuers.js';
import type { Behaviour, Endpoint, Value } from '../../analysis/facts.js';
import { SECRET_LABEL } from '../../analysis/paths.js';
import { credentialsExposed } from './flows.js';
import { tiedToHostVariable, vendorTokenElsewhere } from './service-ties.js';

/**
 * Where a request's credentials go, judged per destination. A credential authenticates only at the service
 * that issued it; every other host it is sent to reads it. Who issued it is told by its name where the name
 * says (`OPENAI_API_KEY`: service-ties.ts `vendorTokenElsewhere`), and otherwise by what the same code does
 * with it: a value the file sends as the credentials of a request to a vendor's own domain (`Bearer {key}`
 * to api.openai.com) is that vendor's key, whatever the code calls it (a parameter, a line parsed out of
 * `.env`). The same value in the credentials of a request to a literal host that is no vendor's at all (a
 * "usage ledger", a relay whose path spells `api.openai.com`) is sent to that host: the legitimate call
 * beside it does not cover it. A host the user sets (`https://$LEDGER_HOST/…`), a placeholder and another
 * vendor's API (a router choosing between providers) are left to the other readings.
 */

/** The secret classes a program is given as its configuration, whose issuer only their use tells. */
const CONFIGURED = new Set(['env-secret', 'dotenv', 'cli-login-token']);

/** What leaves, for the message, when the request's credentials are sent to a host that only reads them. */
export function credentialsSentAway(
  cred: Value | undefined,
  endpoint: Endpoint,
  behaviours: readonly Behaviour[],
): string | undefined {
  if (!cred) return undefined;
  if (cred.secret === 'scanned-secret' && cred.taints.includes('secret'))
    return foundKeyAway(endpoint) ? SECRET_LABEL['scanned-secret'] : undefined;
  if (credentialsExposed(cred, endpoint))
    return vendorTokenElsewhere(cred, endpoint) ?? SECRET_LABEL[cred.secret ?? 'env-secret'];
  return usedWithIssuerElsewhere(cred, endpoint, behaviours);
}

/**
 * A key a scanner's pattern found (src/analysis/secret-formats.ts) in the credentials of a request: checked
 * with a vendor of the issuer table (`Authorization: token <match>` to api.github.com) it is the liveness
 * check trufflehog and gitleaks make; any other host that is not this machine or a placeholder reads it.
 */
export function foundKeyAway(endpoint: Endpoint): boolean {
  if (endpoint.cls === 'local' || endpoint.cls === 'placeholder') return false;
  return issuersOfHost(endpoint.host).length === 0;
}

function usedWithIssuerElsewhere(
  cred: Value,
  endpoint: Endpoint,
  behaviours: readonly Behaviour[],
): string | undefined {
  const host = endpoint.host;
  if (!cred.taints.includes('secret') || !CONFIGURED.has(cred.secret ?? '')) return undefined;
  if (endpoint.cls !== 'other' || !host || /[${}<>]/.test(host) || !publicTld(host)) return undefined;
  if (issuersOfHost(host).length > 0 || tiedToHostVariable(cred, endpoint)) return undefined;
  for (const b of behaviours) {
    if ((b.kind !== 'send' && b.kind !== 'fetch') || !b.credentials || !sameValue(b.credentials, cred))
      continue;
    const issuer = issuersOfHost(b.endpoint.host)[0];
    if (!issuer || registrableDomain(b.endpoint.host) === registrableDomain(host)) continue;
    const label = SECRET_LABEL[cred.secret!];
    return `a credential (from ${label}) that the same code sends to ${issuer.service} (${b.endpoint.host}) as its key,`;
  }
  return undefined;
}

/** One value: the same reconstructed text, read from the same place. */
function sameValue(a: Value, b: Value): boolean {
  return a.text === b.text && a.secret === b.secret && (a.from ?? '') === (b.from ?? '');
}
