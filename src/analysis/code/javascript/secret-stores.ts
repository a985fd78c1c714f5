import type { Node } from 'web-tree-sitter';
import type { SecretClass, Value } from '../../facts.js';
import { readersOf, type StoreReader } from '../../store-readers.js';
import { type CaptureClass, captureValue } from '../captures.js';
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

/**
 * What the user copied or sees (src/analysis/code/captures.ts): clipboardy, the browser's and Electron's
 * clipboard, JavaScript for Automation's `theClipboard()`, screenshot-desktop. A secret-like value, no read.
 */
const captured =
  (cls: CaptureClass, what: string): Handler =>
  () =>
    data(captureValue(cls, what));

const CAPTURES: Array<[string, CaptureClass]> = [
  ...['clipboardy', 'clipboardy.default'].flatMap((m) =>
    ['read', 'readSync'].map((f): [string, CaptureClass] => [`${m}.${f}`, 'clipboard']),
  ),
  ['navigator.clipboard.readText', 'clipboard'],
  ['navigator.clipboard.read', 'clipboard'],
  ['electron.clipboard.readText', 'clipboard'],
  ['electron.clipboard.readHTML', 'clipboard'],
  ['jxa.app.theClipboard', 'clipboard'],
  ['screenshot-desktop', 'screen-capture'],
  ['screenshot-desktop.default', 'screen-capture'],
  ['screenshot-desktop.all', 'screen-capture'],
];

/**
 * A library whose job is to read another application's credential store (src/analysis/store-readers.ts):
 * chrome-cookies-secure's `getCookiesPromised(url)`, sweet-cookie's `getCookies(…)`. What it returns is that
 * store's secret.
 */
const storeReader =
  (name: string, r: StoreReader): Handler =>
  (ix, _args, node) => {
    ix.emit({ kind: 'read', target: literal(`${name}()`), secret: r.secret }, node, `${r.secret}:${name}`);
    return data(secretValue(r.what, r.secret));
  };

/** Each reader under its package's name and its default export's (`import chrome from '…'`). */
const STORE_READER_HANDLERS = [...readersOf('javascript')].flatMap(([name, r]): Array<[string, Handler]> => {
  const dot = name.lastIndexOf('.');
  return [
    [name, storeReader(name, r)],
    [`${name.slice(0, dot)}.default${name.slice(dot)}`, storeReader(name, r)],
  ];
});

export const SECRET_STORE_HANDLERS: Record<string, Handler> = Object.fromEntries([
  ...STORE_READER_HANDLERS,
  ...['keytar', 'keytar.default'].flatMap((mod) =>
    ['getPassword', 'findPassword', 'findCredentials'].map((fn) => [`${mod}.${fn}`, keytar(fn)]),
  ),
  ...CAPTURES.map(([name, cls]) => [name, captured(cls, `${name}()`)]),
]);

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

/**
 * A package manager's registry credential, read through its configuration API instead of a file the code
 * names: Yarn Berry's `configuration.get("npmAuthToken")` (the top level, or an entry of `npmRegistries` or
 * `npmScopes`, also `npmAuthIdent`), npm's `config.get("//registry.example/:_authToken")`, `_auth`,
 * `_password`. The value is the token the user's registry login stored (in `~/.yarnrc.yml`, `~/.npmrc`, or
 * the variable named below), so it is treated like that variable: quiet where it authenticates a request
 * (a header of a call to the registry), sent when it is request data to another host.
 */
const REGISTRY_AUTH_KEY = /^(?:npmAuth(?:Token|Ident)|(?:\/\/\S{1,300}:)?_(?:authToken|auth|password))$/;

export function configuredRegistryToken(prop: string, args: Args): JsVal | undefined {
  if (prop !== 'get') return undefined;
  const key = toValue(args.vals[0]);
  if (!key.literal || !REGISTRY_AUTH_KEY.test(key.text)) return undefined;
  const variable = key.text.startsWith('npmAuth') ? 'YARN_NPM_AUTH_TOKEN' : 'NPM_TOKEN';
  return data({ ...secretValue(`registry ${key.text}`, 'cli-login-token'), vars: [variable] });
}
