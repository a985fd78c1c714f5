import type { Taint, Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { CREDENTIAL_HEADER } from '../request-data.js';
import { concat } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { arg } from './call-values.js';
import type { Ctx, Handler } from './context.js';
import { concatPV, derive, knownText, type PV, slot, str, taint } from './pv.js';

/**
 * HTTP clients: requests, httpx, aiohttp, urllib.request, urllib3, http.client, wget. A request without
 * a body is a `fetch`; a body (`data`, `json`, `files`, `body`, `fields`) or a write method is a `send`
 * whose `data` is the value that flows in. What authenticates the request — `Authorization` and
 * API-key headers, `auth=`, credential-named query parameters — goes to `credentials`, not `data`: a
 * token sent to the API it belongs to is the intended call (the rule weighs it against the endpoint).
 * A GET whose URL or query carries file, secret, host or conversation data is a `send` too.
 */

/**
 * Taints that make a GET carry data out. `env` alone is configuration (a base URL), and `file` alone is
 * the skill's input (identifiers read from a list to look up); a file that is a secret store is `secret`.
 */
const DATA_TAINTS: readonly Taint[] = ['secret', 'system-info', 'conversation'];

export interface Request {
  tool: string;
  method: string;
  url: PV | undefined;
  body: Array<PV | undefined>;
  headers?: PV | undefined;
  params?: PV | undefined;
  auth?: PV | undefined;
  /** Where the response is saved (urlretrieve, wget.download). */
  file?: PV | undefined;
}

/** Splits a dict of headers or parameters into credential values and data values. */
function splitEntries(p: PV | undefined, credential: RegExp): { cred: Value[]; data: Value[] } {
  const out = { cred: [] as Value[], data: [] as Value[] };
  if (!p) return out;
  if (p.cred) out.cred.push(p.cred);
  if (!p.entries) {
    // Headers we cannot see inside are treated as credentials: most are, and data rides in bodies.
    if (!p.v.literal) (credential === CREDENTIAL_HEADER ? out.cred : out.data).push(p.v);
    return out;
  }
  for (const [k, v] of p.entries) {
    if (v.v.literal) continue;
    (credential.test(k) ? out.cred : out.data).push(v.v);
    if (v.cred) out.cred.push(v.cred);
  }
  return out;
}

const CREDENTIAL_PARAM =
  /^(?:[\w-]{0,30}(?:key|token|secret|auth|password|passwd|sig|signature)[\w-]{0,30})$/i;

/** Emits the fetch or send for a request and returns the response (downloaded data). */
export function request(ctx: Ctx, at: Node, r: Request): PV {
  const url = r.url ?? str('');
  const endpoint = endpointOf(url.v.text, ctx.unit.hosts);
  const headers = splitEntries(r.headers, CREDENTIAL_HEADER);
  const params = splitEntries(r.params, CREDENTIAL_PARAM);
  const cred: Value[] = [...headers.cred, ...params.cred, ...(r.auth ? [r.auth.v] : [])];
  if (url.cred) cred.push(url.cred);
  // A secret environment variable in the URL itself (`/bot{TOKEN}/`) is a credential in the path.
  const urlIsCredential = url.v.secret === 'env-secret' && !url.v.taints.some((t) => t === 'file');
  if (urlIsCredential) cred.push(url.v);
  const credentials = cred.length ? { credentials: concat(cred) } : {};
  const body = r.body.filter((b): b is PV => b !== undefined && !(b.v.literal && b.v.text === 'None'));
  const urlData = urlIsCredential ? [] : [url.v];
  const queryData = [...urlData, ...params.data, ...headers.data];
  const carries = queryData.some((v) => v.taints.some((t) => DATA_TAINTS.includes(t)));
  const writes = /^(?:POST|PUT|PATCH)$/i.test(r.method);
  if (body.length || writes || carries) {
    // A body-less POST sends only what its URL or query carries as data (a base URL from the
    // environment is configuration, not data).
    const data = body.length ? concat(body.map((b) => b.v)) : concat(carries ? queryData : [str('').v]);
    const all = body.length && carries ? concat([data, ...queryData]) : data;
    ctx.emit({ kind: 'send', endpoint, channel: 'http', data: all, ...credentials }, at);
    if (all.secret === 'env-all')
      ctx.emit({ kind: 'read', target: str('os.environ').v, secret: 'env-all' }, at, 'env-all');
  } else {
    const file = r.file ? { file: r.file.v.text } : {};
    ctx.emit({ kind: 'fetch', endpoint, tool: r.tool, ...file, ...credentials }, at);
  }
  const response = taint(derive(slot('response'), []), 'download', { from: url.v.text });
  return { ...response, ref: `${r.tool}.Response()` };
}

const BODY_KEYS = ['data', 'json', 'files', 'content', 'body', 'fields'];

/** `requests.get(url, …)`-style functions: method fixed by the name, or given first (`request`). */
const client =
  (tool: string, method: string | undefined): Handler =>
  (ctx, call) => {
    const m = method ?? knownText(arg(call, 0, 'method'))?.toUpperCase() ?? 'GET';
    const url = method ? arg(call, 0, 'url') : arg(call, 1, 'url');
    const bodyAt = method === 'POST' || method === 'PUT' || method === 'PATCH' ? 1 : -1;
    const body = BODY_KEYS.map((k) => call.kwargs.get(k));
    if (bodyAt > 0 && call.args[bodyAt]) body.push(call.args[bodyAt]);
    if (!method && call.args[2]) body.push(call.args[2]);
    return request(ctx, call.node, {
      tool,
      method: m,
      url,
      body,
      headers: call.kwargs.get('headers'),
      params: call.kwargs.get('params') ?? (m === 'GET' && method ? call.args[1] : undefined),
      auth: call.kwargs.get('auth'),
    });
  };

const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** `urllib.request.Request(url, data=…, headers=…, method=…)`: remembered until it is opened. */
const makeRequest: Handler = (_ctx, call) => {
  const state = {
    url: arg(call, 0, 'url'),
    data: arg(call, 1, 'data'),
    headers: arg(call, 2, 'headers'),
    method: knownText(call.kwargs.get('method')),
  };
  return { ...derive(slot('request'), [state.url ?? str('')]), ref: 'urllib.request.Request()', state };
};

const addHeader: Handler = (_ctx, call) => {
  const state = call.self?.state;
  const value = call.args[1];
  if (!state || !value) return undefined;
  const prior = state.headers as PV | undefined;
  const name = knownText(call.args[0]) ?? '…';
  const entries = new Map(prior?.entries ?? []);
  entries.set(name, value);
  state.headers = { ...concatPV([value]), entries };
  return str('None');
};

const urlopen: Handler = (ctx, call) => {
  const target = arg(call, 0, 'url');
  const st = target?.ref === 'urllib.request.Request()' ? target.state : undefined;
  const pv = (x: unknown): PV | undefined => x as PV | undefined;
  const data = call.kwargs.get('data') ?? call.args[1] ?? pv(st?.data);
  const method = typeof st?.method === 'string' ? st.method.toUpperCase() : data ? 'POST' : 'GET';
  return request(ctx, call.node, {
    tool: 'urllib',
    method,
    url: st ? pv(st.url) : target,
    body: [data],
    headers: pv(st?.headers),
  });
};

const retrieve =
  (tool: string): Handler =>
  (ctx, call) => {
    const file = arg(call, 1, tool === 'wget' ? 'out' : 'filename');
    const r = request(ctx, call.node, { tool, method: 'GET', url: arg(call, 0, 'url'), body: [], file });
    if (file) ctx.downloaded.set(file.v.text, r.v.from ?? '');
    return file ?? r;
  };

/** `http.client.HTTPSConnection(host)` then `.request(method, path, body, headers)`. */
const connection =
  (scheme: string): Handler =>
  (_ctx, call) => {
    const host = arg(call, 0, 'host') ?? str('');
    return {
      ...host,
      ref: 'http.client.HTTPConnection()',
      state: { base: concatPV([str(`${scheme}://`), host]) },
    };
  };

const connRequest: Handler = (ctx, call) => {
  const base = call.self?.state?.base as PV | undefined;
  const path = arg(call, 1, 'url') ?? str('/');
  const url = base ? concatPV([base, path]) : path;
  return request(ctx, call.node, {
    tool: 'http.client',
    method: knownText(arg(call, 0, 'method'))?.toUpperCase() ?? 'GET',
    url,
    body: [arg(call, 2, 'body')],
    headers: arg(call, 3, 'headers'),
  });
};

export const HTTP_HANDLERS: Array<[string, Handler]> = [
  ...['requests', 'httpx', 'aiohttp'].flatMap((tool) => [
    ...VERBS.map((v): [string, Handler] => [`${tool}.${v}`, client(tool, v.toUpperCase())]),
    [`${tool}.request`, client(tool, undefined)] as [string, Handler],
    [`${tool}.stream`, client(tool, undefined)] as [string, Handler],
  ]),
  ['urllib3.request', client('urllib3', undefined)],
  ['urllib3.urlopen', client('urllib3', undefined)],
  ['urllib3.request_encode_body', client('urllib3', undefined)],
  ['urllib.request.Request', makeRequest],
  ['urllib.request.Request().add_header', addHeader],
  ['urllib.request.urlopen', urlopen],
  ['urllib.request.build_opener().open', urlopen],
  ['urllib.request.urlretrieve', retrieve('urllib')],
  ['wget.download', retrieve('wget')],
  ['http.client.HTTPSConnection', connection('https')],
  ['http.client.HTTPConnection', connection('http')],
  ['http.client.HTTPConnection().request', connRequest],
  [
    'http.client.HTTPConnection().getresponse',
    (_ctx, call) => taint(derive(slot('response'), [call.self ?? str('')]), 'download'),
  ],
];
