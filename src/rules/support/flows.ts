import type { FileFacts } from '../../analysis/extract.js';
import type {
  Behaviour,
  BehaviourOf,
  Endpoint,
  SecretClass,
  SendChannel,
  Value,
} from '../../analysis/facts.js';
import { isMessageRelay, isPrivateNetworkName } from '../../analysis/hosts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { closureFacts } from './closure.js';
import {
  namesHost,
  tenantOfLiteralDomain,
  tiedToHostVariable,
  vendorTokenElsewhere,
} from './service-ties.js';

/**
 * Secrets and sinks across a closure: which sends carry which secrets, and where data written to a file by
 * one script is sent by another (docs/facts.md). Shared by credential-access and data-exfiltration.
 */

/** Secret classes that programs read as configuration; alone they are not theft. */
/** Channels whose data is stored or published for others to read, never a request's input. */
export const PUBLISHED: ReadonlySet<SendChannel> = new Set(['forge', 'storage', 'telemetry']);

export const CONFIG_SECRETS: ReadonlySet<SecretClass> = new Set([
  'dotenv',
  'agent-config',
  'env-secret',
  'cli-login-token',
]);

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
export function isIntendedCall(data: Value, given: Endpoint): boolean {
  if (data.secret !== 'env-secret' && data.secret !== 'cli-login-token') return false;
  // A tenant subdomain the user fills under a domain the code writes is judged as that domain.
  const endpoint = tenantOfLiteralDomain(given) ?? given;
  if (['other', 'registry', 'vendor-installer'].includes(endpoint.cls) && namesHost(data, endpoint) !== false)
    return true;
  // The ties below rest on the variables' names, which the skill's author chose: they hold only where the
  // author cannot choose the receiver — a name the user's own resolver answers, or a host the user sets.
  if (data.secret !== 'env-secret') return false;
  // A name only the user's network resolves receives what an ordinary host would, except that nobody outside
  // can be there: a generic token, or one named for the host, is the call (`$TOKEN` to `https://nessus:8834`);
  // a token named for anything else (an AWS key to `http://collector/`) stays reported.
  if (endpoint.cls === 'unknown' && isPrivateNetworkName(endpoint.host))
    return namesHost(data, endpoint) !== false;
  return tiedToHostVariable(data, endpoint);
}

/**
 * A request's credentials that its receiver can read, not just use: a request-capture host (webhook.site,
 * a tunnel, a paste service) or a raw IP shows its owner the whole request, headers and query included,
 * so a secret variable there is sent to whoever reads it — unless its name says it is that host's own
 * key (`IPINFO_TOKEN` to ipinfo.io), and any host for a token named for a vendor whose domains it is not
 * on (support/service-ties.ts `vendorTokenElsewhere`). A message relay (the Telegram Bot API, Slack and Discord webhooks)
 * consumes its token and passes on only the message.
 */
export function credentialsExposed(cred: Value | undefined, endpoint: Endpoint): boolean {
  if (!cred || (cred.secret !== 'env-secret' && cred.secret !== 'cli-login-token')) return false;
  if (endpoint.cls === 'raw-ip') return namesHost(cred, endpoint) !== true;
  // A vendor's token (`GITHUB_TOKEN`) authenticates nothing at a host that is not the vendor's
  // (`api.github.com.evil.io`, a "proxy"): that host reads it (service-ties.ts `vendorTokenElsewhere`).
  if (endpoint.cls === 'other')
    return cred.secret === 'env-secret' && vendorTokenElsewhere(cred, endpoint) !== undefined;
  if (endpoint.cls !== 'exfil-service' || isMessageRelay(endpoint.host)) return false;
  return namesHost(cred, endpoint) !== true;
}

/** A send leaves the machine: anything but a local address. */
export function leaves(e: Endpoint): boolean {
  return e.cls !== 'local';
}

export interface TempHandoff {
  /** The write that put secret data into a file. */
  write: BehaviourOf<'write'>;
  writePath: string;
  secret: SecretClass | undefined;
}

type ScopeFacts = Array<{ path: string; facts: FileFacts }>;

/**
 * For a send whose data came from a file (taint `file`, `from` = its path): a write in the same closure
 * (or the given files) that put a secret into that file. One script stages, another sends.
 */
export async function stagedSecret(
  ctx: RuleContext,
  path: string,
  send: BehaviourOf<'send'>,
  scope?: ScopeFacts,
): Promise<TempHandoff | undefined> {
  const from = send.data.from;
  if (!send.data.taints.includes('file') || !from) return undefined;
  for (const { path: f, facts } of scope ?? (await closureFacts(ctx, path))) {
    for (const b of facts.behaviours) {
      if (b.kind !== 'write' || !b.content) continue;
      if (!b.content.taints.includes('secret') && !b.content.taints.includes('env')) continue;
      if (!sameOrUnder(norm(b.target.text), norm(from))) continue;
      return { write: b, writePath: f, secret: b.content.secret };
    }
  }
  return undefined;
}

/** The file sent, or (a send of a folder, `from` ending in `/`: a published package) a file inside it. */
function sameOrUnder(target: string, from: string): boolean {
  return from.endsWith('/') ? target.startsWith(from) : target === from;
}

function norm(p: string): string {
  return p.replace(/^["']|["']$/g, '').replace(/^\.\//, '');
}

/** Sends among the given files that could carry data out (remote, not to a placeholder). */
export function sinksIn(scope: ScopeFacts): Array<{ path: string; b: Behaviour }> {
  const out: Array<{ path: string; b: Behaviour }> = [];
  for (const { path: f, facts } of scope) {
    for (const b of facts.behaviours) {
      if (b.kind !== 'send' || !leaves(b.endpoint) || b.endpoint.cls === 'placeholder') continue;
      const unit = facts.units[b.unit];
      if (!unit || unit.placement === 'mention' || unit.placement === 'example') continue;
      out.push({ path: f, b });
    }
  }
  return out;
}

export function locationOf(path: string, b: Behaviour, message: string): Location {
  return { path, region: b.at, message };
}
