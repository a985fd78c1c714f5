import { issuerHost, issuersOfName, issuerWords, publicTld } from '../../analysis/credential-issuers.js';
import type { Endpoint, Value } from '../../analysis/facts.js';
import { classifyHost } from '../../analysis/hosts.js';
import { SECRET_ENV_NAME } from '../../analysis/paths.js';
import { serviceWords } from '../../analysis/secret-names.js';

/**
 * Which service a secret variable belongs to, read from what the code ties together: the words of its
 * name against the host it is sent to (`IPINFO_TOKEN` and ipinfo.io), or against the name of the variable
 * that holds the whole host (`QRADAR_TOKEN` and `https://$QRADAR_HOST/api`). Used by `isIntendedCall` and
 * `credentialsExposed` (src/rules/support/flows.ts); rules/data-exfiltration.md says when each tie counts.
 */

/** Words a variable uses for an address rather than a service: `QRADAR_HOST`, `FALCON_BASE_URL`. */
const ADDRESS = new Set([
  'HOST',
  'HOSTNAME',
  'URL',
  'URI',
  'BASE',
  'ENDPOINT',
  'SERVER',
  'DOMAIN',
  'ADDR',
  'ADDRESS',
  'PORT',
  'ROOT',
  'INSTANCE',
]);

/**
 * The variable names a value holds, as a shell or a script names them: the last part of a member path
 * (`env.APOLLO_API_KEY` for `process.env.APOLLO_API_KEY`) and without PowerShell's `env:` drive.
 */
function namesIn(data: Value): string[] {
  const names = (data.vars ?? [])
    .map((v) => v.slice(v.lastIndexOf('.') + 1).replace(/^env:/i, ''))
    .concat([...data.text.matchAll(/\$\{?(?:env:)?([A-Z][A-Z0-9_]{1,63})/g)].map((m) => m[1]!));
  return [...new Set(names)];
}

/**
 * Last words of names that hold an identifier, an account, an address or a setting, never a secret (`VERIFY_SCAN_ID`,
 * `TEMPLATE_UUID`, `QRADAR_HOST` in the same request): they say nothing about whose token is sent.
 */
const NO_SECRET_TAIL = new Set([
  'ID',
  // Who signs in, not how: `TEST_EMAIL` beside `TEST_PASSWORD` in a sign-in body.
  'EMAIL',
  'USERNAME',
  'IDS',
  'UUID',
  'NAME',
  'URL',
  'URI',
  'HOST',
  'HOSTNAME',
  'PORT',
  'PATH',
  'DIR',
  'FILE',
  'VERSION',
  'REGION',
  'ZONE',
  'PROJECT',
  'ORG',
  'REPO',
  'BRANCH',
  'TAG',
  'COUNT',
  'LIMIT',
  'MODE',
  'LEVEL',
  'TIMEOUT',
  'SIZE',
  'DATE',
]);

/** Variables of a value that may hold its secret, with the words that name their service (none for `API_KEY`). */
function secretNames(data: Value): Array<{ name: string; words: string[] }> {
  const issued = serverIssued(data);
  return namesIn(data)
    .filter((n) => !NO_SECRET_TAIL.has(n.toUpperCase().split('_').at(-1) ?? '') && !issued.has(n))
    .map((name) => ({ name, words: serviceWords(name) }));
}

/** The fields of an OAuth token request that carry what the authorization server itself handed out. */
const ISSUED_FIELD =
  /\b(?:code|refresh_token|code_verifier|device_code)["']?\s{0,3}[=:]\s{0,3}["']?\$\{?(?:env[.:])?([A-Za-z_]\w{0,63})/gi;

/**
 * In an OAuth token request (RFC 6749 §4.1.3, §6), the authorization code, refresh token or PKCE verifier
 * (`code: ${auth_code}`): the code is what the authorization server redirected back with, so its issuer is
 * the server the request goes to, whatever the local variable is called. A name that names a vendor of the
 * table (`code=$GITHUB_TOKEN`) keeps its own issuer.
 */
function serverIssued(data: Value): Set<string> {
  const out = new Set<string>();
  // GitHub's and Figma's exchanges take no `grant_type`: the client's secret beside the code makes it one.
  if (!isTokenGrant(data) && !/\bclient_secret\b/i.test(data.text)) return out;
  for (const m of data.text.matchAll(ISSUED_FIELD)) if (issuersOfName(m[1]!).length === 0) out.add(m[1]!);
  return out;
}

/**
 * One secret name names the host: by its issuer's domains where the name names a vendor of the table
 * (src/analysis/credential-issuers.ts: `api.github.com.evil.io` and `figma-api.io` are not the vendor's),
 * else by its words against the host's labels (`IPINFO_TOKEN` and ipinfo.io).
 */
function nameOwnsHost(s: { name: string; words: string[] }, endpoint: Endpoint): boolean {
  const issuers = issuersOfName(s.name);
  if (issuers.length > 0) return issuers.some((i) => issuerHost(endpoint.host, i, issuerWords(s.name, i)));
  return s.words.some((w) => namesTheHost(w, endpoint));
}

/**
 * Whether the secret variables' names name the host (`IPINFO_TOKEN` and ipinfo.io): true, false, or
 * undefined when every word of them is generic (`API_KEY`, `TOKEN`). A value that may hold any of several
 * tokens (`${GITHUB_TOKEN:-$GITLAB_TOKEN}`, the first of a list that is set) is the host's own only when
 * no name in it is plainly another vendor's: one host cannot be both GitHub's and GitLab's service. A name
 * counts as another vendor's when it is secret-named, one of its words is long enough to be a vendor's
 * name (four letters or more) and none of its words names the host; short words (`GH`, `CI`) never decide
 * that alone. A name that holds no secret (`$VERIFY_SCAN_ID` in the same text) decides nothing, while any
 * other word of a name the code gives the value (`payload`, `DEPLOY_KEY`) must name the host.
 */
export function namesHost(data: Value, endpoint: Endpoint): boolean | undefined {
  let own = false;
  let vendorNamed = false;
  for (const s of secretNames(data)) {
    if (s.words.length === 0) continue;
    vendorNamed = true;
    if (nameOwnsHost(s, endpoint)) own = true;
  }
  if (!vendorNamed) return undefined;
  return own && !foreignSecret(data, endpoint);
}

/** A secret variable whose name plainly names another service than the host (`AWS_SECRET_ACCESS_KEY` to ci-box). */
export function foreignSecret(data: Value, endpoint: Endpoint): boolean {
  return secretNames(data).some(
    (s) =>
      SECRET_ENV_NAME.test(s.name) &&
      (issuersOfName(s.name).length > 0 || s.words.some((w) => w.length >= 4)) &&
      !nameOwnsHost(s, endpoint),
  );
}

function namesTheHost(word: string, endpoint: Endpoint): boolean {
  const host = (endpoint.host ?? '').toLowerCase();
  const w = word.toLowerCase();
  return host.includes(w) || host.split('.').some((l) => abbreviates(w, l));
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
 * The request's whole host is one variable the code leaves to the user (`https://$QRADAR_HOST/api/…`,
 * Python's `f"https://{os.environ['QRADAR_HOST']}/api"`: the analysis never resolved it to a literal), and
 * that variable's name names the service of the secret sent (`QRADAR_TOKEN`): the user points both at the
 * same product, so the token goes to the host the user chose for it. Every variable in the data that may
 * hold a secret must be generic or tied that way, and one must be tied: `AWS_SECRET_ACCESS_KEY` beside it
 * is not the QRadar host's. A host variable the document itself fills is resolved before this
 * (shell/doc-values.ts).
 */
export function tiedToHostVariable(data: Value, endpoint: Endpoint): boolean {
  // JavaScript's `${process.env.ACME_IDP_URL}` reads as `${env.ACME_IDP_URL}`: the variable is the last part.
  const m = /^(?:[a-z][a-z0-9+.-]{0,31}:\/\/)?\$\{?(?:env[.:])?([A-Za-z_]\w{0,63})\}?(?:[:/?#]|$)/i.exec(
    endpoint.url ?? '',
  );
  if (!m) return false;
  const hostWords = serviceWords(m[1]!).filter((w) => !ADDRESS.has(w));
  if (hostWords.length === 0) return false;
  // An OAuth token request (`grant_type=client_credentials&client_secret=$CLIENT_SECRET`) says what its
  // secrets are for: logging in to the server it is sent to. Generic names there (`CLIENT_SECRET`) are the
  // client's credentials for the host the user set; a name of another service still is not.
  const login = isTokenGrant(data) || isTokenGrantUrl(endpoint.url);
  let tied = login;
  for (const s of secretNames(data)) {
    // In a login, an environment or test account named in the secret (`TEST_PASSWORD`, `E2E_PASSWORD`) says
    // whose credentials they are, not which service's: they are the client's for the host the user set.
    const words = login ? s.words.filter((w) => !ACCOUNT_QUALIFIERS.has(w)) : s.words;
    if (words.length === 0 || s.name === m[1]) continue;
    if (!words.some((w) => hostWords.includes(w))) return false;
    tied = true;
  }
  return tied && secretNames(data).length > 0;
}

/**
 * An OAuth 2.0 token request (RFC 6749 §4): a `grant_type` field with a grant — in a form body
 * (`grant_type=client_credentials`) or a JSON/dict one (`"grant_type": "client_credentials"`). Only a
 * token endpoint takes that field, and the client authenticates there with the secret it carries.
 */
export function isTokenGrant(data: Value): boolean {
  return GRANT_FIELD.test(data.text);
}

/** The grants RFC 6749 names, and an extension grant's URN. */
const GRANTS = '(?:client_credentials|password|refresh_token|authorization_code|urn[:%])';
const GRANT_FIELD = new RegExp(String.raw`\bgrant_type["']?\s{0,3}[=:]\s{0,3}["']?${GRANTS}`, 'i');
const GRANT_QUERY = new RegExp(`[?&]grant_type=${GRANTS}`, 'i');

/** Words of a secret's name that name an environment or a test account, not a service. */
const ACCOUNT_QUALIFIERS = new Set([
  'TEST',
  'TESTS',
  'DEV',
  'PROD',
  'STAGING',
  'LOCAL',
  'QA',
  'E2E',
  'DEMO',
  'SEED',
]);

/**
 * A token endpoint that takes its grant in the query string (GoTrue, which Supabase runs:
 * `$SUPABASE_URL/auth/v1/token?grant_type=password`): the request is a login there, as a `grant_type` body
 * field makes it one.
 */
function isTokenGrantUrl(url: string | undefined): boolean {
  return GRANT_QUERY.test(url ?? '');
}

/**
 * A host whose first label the user's configuration fills and whose domain the code writes
 * (`https://${MC_SUBDOMAIN}.auth.vendorcloud.io`, `https://<subdomain>.auth.vendorcloud.io`): a tenant of
 * that domain. It is classed as a placeholder for grading shown code; for whose token it receives it is the
 * literal domain, chosen by the author like any literal host, so the endpoint is returned with that
 * domain's class (the host text, variable included, is kept for the name tie). Undefined for anything else.
 */
export function tenantOfLiteralDomain(endpoint: Endpoint): Endpoint | undefined {
  if (endpoint.cls !== 'placeholder' || !endpoint.host) return undefined;
  const m = /^(?:\$\{[^{}]{1,80}\}|\{[^{}]{1,80}\}|<[^<>]{1,80}>)((?:\.[a-z0-9-]{1,63}){2,8})$/.exec(
    endpoint.host,
  );
  if (!m) return undefined;
  const cls = classifyHost(m[1]!.slice(1));
  return cls === 'other' || cls === 'registry' ? { ...endpoint, cls } : undefined;
}

/**
 * A credential named for a vendor of the issuer table (`GITHUB_TOKEN`, `STRIPE_SECRET_KEY`) in the request's
 * credentials, sent to a literal host that is none of that vendor's (`api.github.com.evil.io`, `figma-api.io`):
 * the token authenticates nothing there, so whoever runs the host reads it. Its service, for the message.
 */
export function vendorTokenElsewhere(cred: Value, endpoint: Endpoint): string | undefined {
  // A host a rewrite left with no delegated top-level label (`https://api.repos/owner/repo`) reaches nobody.
  if (endpoint.cls !== 'other' || !publicTld(endpoint.host) || tiedToHostVariable(cred, endpoint))
    return undefined;
  for (const s of secretNames(cred)) {
    const issuers = issuersOfName(s.name);
    if (issuers.length === 0 || nameOwnsHost(s, endpoint)) continue;
    if (!SECRET_ENV_NAME.test(s.name)) continue;
    return `a secret environment variable, ${s.name} (${issuers[0]!.service}'s, to a host that is not ${issuers[0]!.service}'s),`;
  }
  return undefined;
}
