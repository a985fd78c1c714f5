import type { Taint, Value } from '../facts.js';
import { SECRET_ENV_NAME } from '../paths.js';

/**
 * What a request carries, read the same way by the JavaScript, PowerShell and Python analyzers: which
 * header names hold credentials, which values are data about the user or the machine, and how a
 * request's headers split into the two. (The shell analyzer reads `Name: value` header lines instead.)
 */

/**
 * Header names that carry credentials, also a service's own access header (`X-Val-Town-Access`, a bypass
 * token for a restricted val): `-access` as the last word of a name, never `Access-Control-…`.
 */
export const CREDENTIAL_HEADER =
  /^(?:authorization|proxy-authorization|cookie|[\w-]{0,40}(?:api[-_]?key|token|secret|password|passwd|auth|signature|session)[\w-]{0,40}|x-[\w-]{1,40}-access)$/i;

const SENSITIVE: readonly Taint[] = ['secret', 'system-info', 'conversation'];

/**
 * Data about the user, the machine or the session (what exfiltration carries), as opposed to a cache
 * file's etag or a region from the environment: a secret, host facts, the conversation.
 */
export function isSensitive(v: Value): boolean {
  return v.taints.some((t) => SENSITIVE.includes(t)) || v.secret !== undefined;
}

/**
 * Sensitive data where a request carries its credentials (a URL's query, an auth header): a
 * secret-named environment variable there is how API clients authenticate (`?key=${API_KEY}`,
 * `Authorization: Bearer ${TOKEN}`) and is not counted as data sent. Secrets read from files, the whole
 * environment, host facts and the conversation count wherever they travel.
 */
export function isSensitiveBeyondAuth(v: Value): boolean {
  if (v.taints.includes('system-info') || v.taints.includes('conversation')) return true;
  return v.secret !== undefined && v.secret !== 'env-secret';
}

/** Header values split into what authenticates the request and what it carries as data. */
export interface HeaderSplit {
  cred: Value[];
  data: Value[];
}

/**
 * A request's headers: name by name where the analyzer sees inside the value (`named` gives the pairs),
 * else read whole as credentials — most are, and data rides in bodies. `read` turns an analyzer's value
 * into a fact value; a literal value is no data, and a credential only in a credential header.
 */
export function splitHeaders<V>(
  headers: V | undefined,
  named: (headers: V) => ReadonlyMap<string, V> | undefined,
  read: (v: V) => Value,
): HeaderSplit {
  const out: HeaderSplit = { cred: [], data: [] };
  if (headers === undefined) return out;
  const pairs = named(headers);
  if (!pairs) {
    const whole = read(headers);
    if (!whole.literal) out.cred.push(whole);
    return out;
  }
  for (const [name, v] of pairs) {
    const value = read(v);
    // A key written into the code authenticates as whoever it belongs to, not the user: kept as the
    // credentials (no secret of the user's) so a rule can tell it from the user's own variable.
    if (value.literal && !(CREDENTIAL_HEADER.test(name) && value.text !== '')) continue;
    if (CREDENTIAL_HEADER.test(name)) out.cred.push(value);
    else if (isSensitive(value)) out.data.push(value);
  }
  return out;
}

/**
 * Where a URL carries the request's credentials: the value of a credential-named query parameter
 * (`?key=`, `&access_token=`, `?code=` — an Azure Functions key —) and the token some APIs take in the
 * path: the Telegram Bot API is called as `https://api.telegram.org/bot<token>/<method>`
 * (core.telegram.org/bots/api#making-requests). What else the URL holds (`&text=…`) is data.
 */
const QUERY_SLOT =
  /[?&](?:api[_-]?key|apikey|key|token|access_token|auth|password|secret|sig|signature|code)=[^&#\s]{0,400}/gi;
const PATH_SLOT = /^((?:https?:\/\/)?api\.telegram\.org\/(?:file\/)?bot)[^/?#\s]{1,400}/i;

/** A URL with its credential slots cut out, and how many there were. */
export function outsideCredentialSlots(url: string): { rest: string; slots: number } {
  let slots = 0;
  const rest = url
    .replace(PATH_SLOT, (_m, head: string) => {
      slots++;
      return head;
    })
    .replace(QUERY_SLOT, (m) => {
      slots++;
      return m.slice(0, m.indexOf('=') + 1);
    });
  return { rest, slots };
}

/**
 * A URL's value split into what authenticates the request and what it carries. Only environment values
 * can be credentials here: a secret store's content, a file, host facts or command output anywhere in
 * the URL is data. Variables left outside the slots are data too (`&text=${GITHUB_TOKEN}` next to the
 * bot token), judged by their names.
 */
export function splitUrlValue(v: Value): { cred?: Value; data?: Value } {
  const envOnly =
    v.taints.every((t) => t === 'env' || t === 'secret' || t === 'unknown') &&
    (v.secret === undefined || v.secret === 'env-secret');
  const { rest, slots } = outsideCredentialSlots(v.text);
  if (slots === 0 || !envOnly) return { data: v };
  const left = (v.vars ?? []).filter((n) => rest.includes(`\${${n}}`) || rest.includes(`$${n}`));
  if (left.length === 0) return { cred: v };
  const secret = left.some((n) => SECRET_ENV_NAME.test(n));
  const data: Value = {
    text: rest,
    literal: false,
    taints: secret ? ['env', 'secret'] : ['env'],
    vars: left,
    ...(secret ? { secret: 'env-secret' as const } : {}),
  };
  return { cred: v, data };
}
