import type { Node } from 'web-tree-sitter';
import type { SecretClass, Value } from '../../facts.js';
import { literal } from '../values.js';
import type { Args, Ctx } from './context.js';
import { data, type JsVal, toValue } from './jsval.js';
import type { Handler } from './support.js';

/**
 * Secret stores read through a library instead of a path the script names (the JavaScript side of
 * python/secret-stores.ts). `keytar.getPassword(service, account)` asks the system keychain (macOS
 * Keychain, libsecret, Windows Credential Manager) for an item; `findCredentials` lists every item of a
 * service. And a query over a browser's own tables (Chromium's `cookies` with `encrypted_value`, its
 * `logins` with `password_value`, Firefox's `moz_cookies`) reads that browser's cookie or password store
 * whatever path the database was opened from (a path built from configuration the code does not show).
 */

/** Text known only at run time that holds a secret of `secret`'s class. */
function secretValue(name: string, secret: SecretClass): Value {
  return { text: `\${${name}}`, literal: false, taints: ['secret'], secret };
}

/** What a keychain read returns: the secret, labelled with the item asked for. */
function keychainRead(ix: Ctx, what: string, service: JsVal | undefined, node: Node): JsVal {
  const v = toValue(service);
  const item = v.literal ? v.text : '${service}';
  ix.emit({ kind: 'read', target: literal(`${what} ${item}`), secret: 'keychain' }, node, `keychain:${item}`);
  return data(secretValue('keychain secret', 'keychain'));
}

const keytar =
  (what: string): Handler =>
  (ix, args, node) =>
    keychainRead(ix, `keytar.${what}`, args.vals[0], node);

export const SECRET_STORE_HANDLERS: Record<string, Handler> = Object.fromEntries(
  ['keytar', 'keytar.default'].flatMap((mod) =>
    ['getPassword', 'findPassword', 'findCredentials'].map((fn) => [`${mod}.${fn}`, keytar(fn)]),
  ),
);

/** Tables and columns only a browser's cookie or password database has. */
const BROWSER_TABLE_QUERY =
  /\bfrom\s{1,8}["'`]?(?:moz_cookies|moz_logins)\b|\b(?:encrypted_value|password_value)\b[^;]{0,400}\bfrom\s{1,8}["'`]?(?:cookies|logins)\b/i;

/** Methods SQLite and SQL clients take a query through (better-sqlite3, sqlite3, node:sqlite, sql.js). */
const QUERY_METHODS = new Set(['prepare', 'exec', 'all', 'get', 'run', 'each', 'query', 'execute']);

/**
 * `db.prepare("SELECT host_key, encrypted_value FROM cookies")`: a read of the browser store the query
 * names, whatever database handle it runs on. Returns the statement or rows, carrying the secret.
 */
export function browserStoreQuery(ix: Ctx, prop: string, args: Args, node: Node): JsVal | undefined {
  if (!QUERY_METHODS.has(prop)) return undefined;
  const sql = toValue(args.vals[0]);
  if (!sql.literal || !BROWSER_TABLE_QUERY.test(sql.text.slice(0, 4000))) return undefined;
  const secret: SecretClass = 'browser-data';
  const table = /\blogins\b/i.test(sql.text) ? 'saved passwords' : 'cookies';
  ix.emit({ kind: 'read', target: literal(`SQL query of the browser's ${table}`), secret }, node);
  return data(secretValue(`browser ${table}`, secret));
}
