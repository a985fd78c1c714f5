import type { FileFacts } from '../../analysis/extract.js';
import type {
  Behaviour,
  BehaviourOf,
  Endpoint,
  SecretClass,
  SendChannel,
  Value,
} from '../../analysis/facts.js';
import { isMessageRelay } from '../../analysis/hosts.js';
import { SECRET_ENV_NAME } from '../../analysis/paths.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { closureFacts } from './closure.js';

/**
 * Secrets and sinks across a closure: which sends carry which secrets, and where data written to a file by
 * one script is sent by another (docs/facts.md). Shared by credential-access and data-exfiltration.
 */

/** Secret classes that programs read as configuration; alone they are not theft. */
/** Channels whose data is stored or published for others to read, never a request's input. */
export const PUBLISHED: ReadonlySet<SendChannel> = new Set(['forge', 'storage', 'telemetry']);

export const CONFIG_SECRETS: ReadonlySet<SecretClass> = new Set(['dotenv', 'env-secret', 'cli-login-token']);

/** Generic words in secret variable names; what is left names the service a token belongs to. */
const GENERIC = new Set([
  'API',
  'KEY',
  'TOKEN',
  'SECRET',
  'ACCESS',
  'AUTH',
  'PAT',
  'CLIENT',
  'ID',
  'PRIVATE',
  'PASSWORD',
  'PASS',
  'CREDENTIALS',
  'CREDENTIAL',
  'BEARER',
  'APP',
  'PERSONAL',
  'OAUTH',
  'REFRESH',
  'SESSION',
  'USER',
  'ENV',
  'DEFAULT',
]);

/**
 * A secret variable sent to the service its name says it belongs to (`GITHUB_TOKEN` to api.github.com)
 * is the intended call, not exfiltration (issue: "a token sent to the service it belongs to"). A generic
 * name (`API_KEY`) sent to an ordinary host is presumed intended too; to a webhook, paste service, raw IP
 * or an unknown host it is not.
 */
export function isIntendedCall(data: Value, endpoint: Endpoint): boolean {
  if (data.secret !== 'env-secret' && data.secret !== 'cli-login-token') return false;
  if (!['other', 'registry', 'vendor-installer'].includes(endpoint.cls)) return false;
  return namesHost(data, endpoint) !== false;
}

/**
 * Whether the secret variables' names name the host (`IPINFO_TOKEN` and ipinfo.io): true, false, or
 * undefined when every word of them is generic (`API_KEY`, `TOKEN`). A value that may hold any of several
 * tokens (`${GITHUB_TOKEN:-$GITLAB_TOKEN}`, the first of a list that is set) is the host's own only when
 * no name in it is plainly another vendor's: one host cannot be both GitHub's and GitLab's service. A name
 * counts as another vendor's when one of its words is long enough to be a vendor's name (four letters or
 * more) and none of its words names the host; short words (`GH`, `CI`) never decide that alone, nor does
 * a variable that holds no secret (`${HOME}` in the same text).
 */
function namesHost(data: Value, endpoint: Endpoint): boolean | undefined {
  const host = (endpoint.host ?? '').toLowerCase();
  const labels = host.split('.');
  // A script's variable may be a member path (`env.APOLLO_API_KEY` for `process.env.APOLLO_API_KEY`):
  // the name that says whose key it is is its last part.
  const names = (data.vars ?? [])
    .map((v) => v.slice(v.lastIndexOf('.') + 1))
    .concat([...data.text.matchAll(/\$\{?([A-Z][A-Z0-9_]{1,63})/g)].map((m) => m[1]!));
  const matches = (w: string) =>
    host.includes(w.toLowerCase()) || labels.some((l) => abbreviates(w.toLowerCase(), l));
  let own = false;
  let foreign = false;
  let vendorNamed = false;
  for (const name of new Set(names)) {
    const words = name
      .toUpperCase()
      .split('_')
      .filter((w) => w.length >= 2 && !GENERIC.has(w));
    if (words.length === 0) continue;
    vendorNamed = true;
    if (words.some(matches)) own = true;
    else if (SECRET_ENV_NAME.test(name) && words.some((w) => w.length >= 4)) foreign = true;
  }
  if (!vendorNamed) return undefined;
  return own && !foreign;
}

/**
 * `TMDB_API_KEY` and api.themoviedb.org: a vendor word of four or more letters that abbreviates a host label
 * (same first and last letter, the rest in order). Short words (`AWS`) never match this way.
 */
function abbreviates(word: string, label: string): boolean {
  if (word.length < 4 || label.length <= word.length || label[0] !== word[0] || label.at(-1) !== word.at(-1))
    return false;
  let at = 0;
  for (const c of word) {
    at = label.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * A request's credentials that its receiver can read, not just use: a request-capture host (webhook.site,
 * a tunnel, a paste service) or a raw IP shows its owner the whole request, headers and query included,
 * so a secret variable there is sent to whoever reads it — unless its name says it is that host's own
 * key (`IPINFO_TOKEN` to ipinfo.io). A message relay (the Telegram Bot API, Slack and Discord webhooks)
 * consumes its token and passes on only the message.
 */
export function credentialsExposed(cred: Value | undefined, endpoint: Endpoint): boolean {
  if (!cred || (cred.secret !== 'env-secret' && cred.secret !== 'cli-login-token')) return false;
  if (endpoint.cls === 'raw-ip') return namesHost(cred, endpoint) !== true;
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
