import type { Behaviour, Endpoint, SendChannel, Value } from '../../analysis/facts.js';
import { normalizeHome } from '../../analysis/paths.js';
import { foundKeyAway } from './credential-uses.js';
import { PUBLISHED } from './flows.js';

/**
 * A login file an agent CLI keeps, and the service that issued what it holds: the Codex CLI's
 * `~/.codex/auth.json` (OpenAI's OAuth tokens, refreshed at auth.openai.com and used at chatgpt.com's
 * backend and api.openai.com) and Claude Code's `~/.claude/.credentials.json` (Anthropic's). Such a token
 * sent to the service that issued it is that login used, as `gh` uses its own hosts file with GitHub:
 * nobody but the issuer reads it there. What is wrong with code that does it is that it takes another
 * agent's login without asking — credential-access reports the read, with the sends as related places —
 * and not that the token leaves: to any other host it is still exfiltration (rules/data-exfiltration.md).
 * Only stores whose issuer hosts nobody else's content are listed: a forge's or a cloud's token sent to
 * that forge or cloud can still land in an attacker's repository or bucket.
 */
const ISSUERS: ReadonlyArray<{ store: RegExp; domains: readonly string[]; service: string }> = [
  { store: /^~\/\.codex\/auth\.json$/, domains: ['openai.com', 'chatgpt.com'], service: 'OpenAI' },
  {
    store: /^~\/\.claude\/\.credentials\.json$/,
    domains: ['anthropic.com', 'claude.ai'],
    service: 'Anthropic',
  },
];

/**
 * Deploy and data CLIs' login files (src/analysis/secret-patterns.ts `cli-token`) and the service each one's
 * token is for. Used only where the token authenticates the request (its credentials): that is the CLI's
 * login used with its own API, as the CLI itself does (`Authorization: Bearer $TOKEN` to api.vercel.com).
 * In a request's body the same token is content, which these services can store for whoever owns the
 * project it is written to, so there it keeps its grade.
 */
const CLI_ISSUERS: ReadonlyArray<{ store: RegExp; domains: readonly string[]; service: string }> = [
  {
    store: /(?:^|\/)(?:com\.vercel\.cli|\.vercel)\/(?:Data\/)?auth\.json$/,
    domains: ['vercel.com'],
    service: 'Vercel',
  },
  { store: /\/\.?netlify\/config\.json$/, domains: ['netlify.com'], service: 'Netlify' },
  { store: /^~\/\.fly\/config\.ya?ml$/, domains: ['fly.io', 'machines.dev'], service: 'Fly.io' },
  { store: /^~\/\.railway\/config\.json$/, domains: ['railway.app', 'railway.com'], service: 'Railway' },
  { store: /(?:^|\/)doctl\/config\.ya?ml$/, domains: ['digitalocean.com'], service: 'DigitalOcean' },
  {
    store: /^~\/(?:\.cache\/)?huggingface\/token$|^~\/\.huggingface\/token$/,
    domains: ['huggingface.co', 'hf.co'],
    service: 'Hugging Face',
  },
  { store: /^~\/\.kaggle\/kaggle\.json$/, domains: ['kaggle.com'], service: 'Kaggle' },
  { store: /^~\/\.supabase\/access-token$/, domains: ['supabase.com', 'supabase.co'], service: 'Supabase' },
  { store: /(?:^|\/)\.config\/gh\/hosts\.ya?ml$/, domains: ['github.com'], service: 'GitHub' },
  { store: /(?:^|\/)\.config\/glab-cli\/config\.ya?ml$/, domains: ['gitlab.com'], service: 'GitLab' },
];

/**
 * A CLI's or an agent's login file's token in the credentials of a request to the service that issued it,
 * over a channel that only uses it: the login used. The body is judged on its own.
 */
export function credentialsToIssuer(
  cred: Value | undefined,
  endpoint: Endpoint,
  channel?: SendChannel,
): boolean {
  if (toStoreIssuer(cred, endpoint, channel)) return true;
  // A found key checked with a vendor's own API (support/credential-uses.ts `foundKeyAway`).
  if (cred?.secret === 'scanned-secret')
    return !(channel && PUBLISHED.has(channel)) && !foundKeyAway(endpoint);
  if (cred?.secret !== 'cli-token' || !cred.from || (channel && PUBLISHED.has(channel))) return false;
  const from = normalizeHome(cred.from.trim());
  const issuer = CLI_ISSUERS.find((i) => i.store.test(from));
  return issuer !== undefined && issuerHost(endpoint, issuer.domains);
}

/** The issuer of the agent login file a value was read from (its `from`, as written); undefined for others. */
export function storeIssuer(
  v: Value | undefined,
): { service: string; domains: readonly string[] } | undefined {
  if (v?.secret !== 'agent-credentials' || !v.from) return undefined;
  const from = normalizeHome(v.from.trim());
  return ISSUERS.find((i) => i.store.test(from));
}

/** The host is one of the issuer's (the domain itself or a name under it). */
function issuerHost(endpoint: Endpoint, domains: readonly string[]): boolean {
  const host = (endpoint.host ?? '').toLowerCase();
  return host !== '' && domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * The value is an agent login file's content (or a token taken from it) and the request goes to the
 * service that issued it, over a channel that only uses it (a forge, a bucket or telemetry publishes what it gets).
 */
export function toStoreIssuer(v: Value | undefined, endpoint: Endpoint, channel?: SendChannel): boolean {
  const issuer = storeIssuer(v);
  if (!issuer || (channel && PUBLISHED.has(channel))) return false;
  return issuerHost(endpoint, issuer.domains);
}

/**
 * Desktop apps' signed-in sessions (src/analysis/secret-patterns.ts `app-session`) and the service each one's
 * token is for: Slack's `xoxc-` token and `d` cookie with slack.com, Discord's user token with discord.com.
 * Only in a request's credentials: both services keep what a message body holds for others to read.
 */
const APP_ISSUERS: ReadonlyArray<{ store: RegExp; domains: readonly string[] }> = [
  { store: /(?:^|\/)Slack\//, domains: ['slack.com'] },
  { store: /(?:^|\/)discord(?:canary|ptb)?\//i, domains: ['discord.com', 'discordapp.com'] },
];

/** A desktop app's session token in the credentials of a request to that app's service. */
function appSessionToIssuer(cred: Value | undefined, endpoint: Endpoint, channel?: SendChannel): boolean {
  if (cred?.secret !== 'app-session' || !cred.from || (channel && PUBLISHED.has(channel))) return false;
  const from = normalizeHome(cred.from.trim());
  const issuer = APP_ISSUERS.find((i) => i.store.test(from));
  return issuer !== undefined && issuerHost(endpoint, issuer.domains);
}

/**
 * A send whose only secret is an agent login used with its issuer: the token in its credentials or its
 * body goes there and nowhere else, and no other secret rides along.
 */
export function sendsLoginToIssuer(b: Behaviour): boolean {
  if (b.kind !== 'send') return false;
  const cred = b.credentials;
  const credOwn = cred?.taints.includes('secret')
    ? toStoreIssuer(cred, b.endpoint, b.channel) || appSessionToIssuer(cred, b.endpoint, b.channel)
    : undefined;
  const dataOwn = b.data.taints.includes('secret') ? toStoreIssuer(b.data, b.endpoint, b.channel) : undefined;
  if (credOwn === false || dataOwn === false) return false;
  return credOwn === true || dataOwn === true;
}
