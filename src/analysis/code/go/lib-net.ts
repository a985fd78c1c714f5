import type { Endpoint, Taint, Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { splitHeaders, splitUrlValue } from '../request-data.js';
import { concat, literal } from '../values.js';
import type { Call, Ctx, Handler } from './context.js';
import { derive, flat, type GV, knownText, opaque, slot, structGV, taint } from './gv.js';

/**
 * The network: `net/http` requests (`http.Get`/`Post`/`PostForm`, `http.NewRequest` then a client's `Do`,
 * a client's own `Get`/`Post`), connections (`net.Dial`, `tls.Dial`, a `net.Dialer`) and what is written
 * to them, and DNS lookups whose name carries data. A request with a body (or a write method) is a `send`
 * of what the body holds; one without is a `fetch`, unless its URL carries a secret, host facts or the
 * conversation. What authenticates the request (an `Authorization` or API-key header, a token in the
 * query) is `credentials`, apart from the data. A response's body is downloaded data.
 */

/** Taints that make a GET carry data out (a URL from the environment alone is configuration). */
const URL_DATA: readonly Taint[] = ['secret', 'system-info', 'conversation'];

interface RequestState {
  method: string;
  url: GV;
  body?: GV;
  headers: Map<string, GV>;
  /** Credentials given apart (`req.SetBasicAuth`). */
  auth?: GV;
}

const pair = (value: GV): GV => ({ ...value, tuple: [value, opaque('err')] });

/** Emits the fetch or send of a request and returns the response. */
export function request(ctx: Ctx, call: Call, tool: string, r: RequestState): GV {
  const endpoint = endpointOf(r.url.v.text, ctx.unit.hosts);
  const url = splitUrlValue(flat(r.url));
  const headers = splitHeaders<GV>(
    r.headers.size ? { ...opaque('headers'), fields: r.headers } : undefined,
    (h) => h.fields,
    flat,
  );
  const cred: Value[] = [...headers.cred, ...(url.cred ? [url.cred] : []), ...(r.auth ? [flat(r.auth)] : [])];
  const credentials = cred.length ? { credentials: concat(cred) } : {};
  const body = r.body && !(r.body.v.literal && r.body.v.text === 'nil') ? flat(r.body) : undefined;
  const urlData = url.data?.taints.some((t) => URL_DATA.includes(t)) ? [url.data] : [];
  const carried = [...urlData, ...headers.data];
  const writes = /^(?:POST|PUT|PATCH)$/i.test(r.method);
  if (body || writes || carried.length) {
    const parts = [...(body ? [body] : []), ...carried];
    const data = concat(parts.length ? parts : [literal('')]);
    ctx.emit({ kind: 'send', endpoint, channel: 'http', data, ...credentials }, call.node);
    if (data.secret === 'env-all')
      ctx.emit({ kind: 'read', target: literal('os.Environ()'), secret: 'env-all' }, call.node, 'env-all');
  } else ctx.emit({ kind: 'fetch', endpoint, tool, ...credentials }, call.node);
  const body2 = taint(derive(slot('response body'), []), 'download', { from: r.url.v.text });
  const response = structGV('net/http.Response', [
    ['Body', { ...body2, ref: 'io.Reader' }],
    ['StatusCode', opaque('status')],
  ]);
  return pair({ ...response, v: body2.v });
}

const get =
  (method: string): Handler =>
  (ctx, call) => {
    const url = call.args[0];
    return url ? request(ctx, call, 'net/http', { method, url, headers: new Map() }) : undefined;
  };

/** `http.Post(url, contentType, body)`; `http.PostForm(url, values)`. */
const post =
  (bodyAt: number): Handler =>
  (ctx, call) => {
    const url = call.args[0];
    const body = call.args[bodyAt];
    if (!url) return undefined;
    return request(ctx, call, 'net/http', {
      method: 'POST',
      url,
      headers: new Map(),
      ...(body ? { body } : {}),
    });
  };

/** `http.NewRequest(method, url, body)`: remembered until a client sends it. */
const newRequest =
  (first: number): Handler =>
  (_ctx, call) => {
    const [m, url, body] = call.args.slice(first);
    if (!url) return undefined;
    const state: RequestState = {
      method: (knownText(m) ?? 'GET').toUpperCase(),
      url,
      headers: new Map(),
      ...(body ? { body } : {}),
    };
    const header = { ...opaque('header'), ref: 'net/http.Header', state: { request: state } };
    const req = structGV('net/http.Request', [['Header', header]]);
    return pair({ ...req, v: derive(url.v.text, [url, body]).v, state: { request: state } });
  };

const setHeader: Handler = (_ctx, call) => {
  const state = call.self?.state?.request as RequestState | undefined;
  const [name, value] = call.args;
  if (!state || !name || !value) return undefined;
  if (state.headers.size < 64) state.headers.set(knownText(name) ?? '…', value);
  return opaque('nil');
};

const basicAuth: Handler = (_ctx, call) => {
  const state = call.self?.state?.request as RequestState | undefined;
  if (!state) return undefined;
  state.auth = derive(slot('basic auth'), call.args);
  return opaque('nil');
};

const doRequest: Handler = (ctx, call) => {
  const state = call.args[0]?.state?.request as RequestState | undefined;
  return state ? request(ctx, call, 'net/http', state) : undefined;
};

/** A client, a dialer or a resolver as a value (`http.DefaultClient`, `&http.Client{…}`). */
export function netValue(q: string): GV | undefined {
  if (q === 'net/http.DefaultClient')
    return { ...opaque('http.DefaultClient'), ref: 'net/http.Client', state: {} };
  if (q === 'net.DefaultResolver')
    return { ...opaque('net.DefaultResolver'), ref: 'net.Resolver', state: {} };
  return undefined;
}

/** `net.Dial("tcp", addr)`: a connection; what is read from it is downloaded from that address. */
const dial =
  (addrAt: number): Handler =>
  (ctx, call) => {
    const addr = call.args[addrAt];
    if (!addr) return undefined;
    const endpoint = endpointOf(addr.v.text, ctx.unit.hosts);
    if (ctx.conns.size < 16)
      ctx.conns.set(addr.v.text, { endpoint, at: [call.node.startIndex, call.node.endIndex] });
    const conn = taint(derive(slot('conn'), []), 'download', { from: addr.v.text });
    return pair({ ...conn, ref: 'net.Conn', state: { endpoint, addr: addr.v.text } });
  };

/** Data written to a connection (`conn.Write(b)`, `fmt.Fprintf(conn, …)`, `io.Copy(conn, f)`): a send. */
export function socketWrite(ctx: Ctx, call: Call, w: GV, content: GV): boolean {
  const endpoint = w.state?.endpoint as Endpoint | undefined;
  if (w.ref !== 'net.Conn' || !endpoint) return false;
  ctx.emit({ kind: 'send', endpoint, channel: 'socket', data: flat(content) }, call.node);
  return true;
}

const connWrite: Handler = (ctx, call) => {
  if (call.self && call.args[0]) socketWrite(ctx, call, call.self, call.args[0]);
  return pair(opaque('n'));
};

/** Taints that make a looked-up name carry data, not name a configured host. */
const DNS_DATA: readonly Taint[] = ['secret', 'file', 'system-info', 'conversation', 'env', 'decoded'];

/**
 * `net.LookupTXT(name)`, a resolver's `LookupHost(ctx, name)`: the query reaches the server of the domain
 * asked about, so labels built from data in front of a fixed domain send that data there.
 */
const lookup =
  (nameAt: number): Handler =>
  (ctx, call) => {
    const name = call.args[nameAt];
    if (!name || name.v.literal) return undefined;
    const v = flat(name);
    const domain = /\}\.?((?:[\w-]{1,63}\.){1,8}[A-Za-z][\w-]{1,62})$/.exec(v.text)?.[1];
    if (!domain || !v.taints.some((t) => DNS_DATA.includes(t))) return undefined;
    ctx.emit(
      { kind: 'send', endpoint: endpointOf(domain, ctx.unit.hosts), channel: 'dns', data: v },
      call.node,
    );
    return pair(derive(slot('records'), [name]));
  };

const LOOKUPS = [
  'LookupTXT',
  'LookupHost',
  'LookupIP',
  'LookupIPAddr',
  'LookupCNAME',
  'LookupMX',
  'LookupNS',
  'LookupAddr',
];

/** `smtp.SendMail(addr, auth, from, to, msg)`. */
const sendMail: Handler = (ctx, call) => {
  const [addr, , , , msg] = call.args;
  if (!addr || !msg) return undefined;
  ctx.emit(
    { kind: 'send', endpoint: endpointOf(addr.v.text, ctx.unit.hosts), channel: 'mail', data: flat(msg) },
    call.node,
  );
  return opaque('err');
};

/**
 * `.Get(url)` / `.Post(url, …)` of a client the analysis does not model (resty, go-retryablehttp, a
 * package's own wrapper): a request when the first argument is a URL as written or built.
 */
const anyClient =
  (method: string): Handler =>
  (ctx, call) => {
    const [url, ...rest] = call.args;
    if (!url || !/^https?:\/\//.test(url.v.text)) return undefined;
    const body = rest.length ? derive(slot('body'), rest) : undefined;
    return request(ctx, call, 'http client', { method, url, headers: new Map(), ...(body ? { body } : {}) });
  };

const CLIENTS = ['net/http.Client'];

export const NET_HANDLERS: Array<[string, Handler]> = [
  ['net/http.Get', get('GET')],
  ['net/http.Head', get('HEAD')],
  ['net/http.Post', post(2)],
  ['net/http.PostForm', post(1)],
  ['net/http.NewRequest', newRequest(0)],
  ['net/http.NewRequestWithContext', newRequest(1)],
  ['net/http.Header.Set', setHeader],
  ['net/http.Header.Add', setHeader],
  ['net/http.Request.SetBasicAuth', basicAuth],
  ...CLIENTS.flatMap(
    (c): Array<[string, Handler]> => [
      [`${c}.Do`, doRequest],
      [`${c}.Get`, get('GET')],
      [`${c}.Head`, get('HEAD')],
      [`${c}.Post`, post(2)],
      [`${c}.PostForm`, post(1)],
    ],
  ),
  ['net.Dial', dial(1)],
  ['net.DialTimeout', dial(1)],
  ['crypto/tls.Dial', dial(1)],
  ['net.Dialer.Dial', dial(1)],
  ['net.Dialer.DialContext', dial(2)],
  ['net.Conn.Write', connWrite],
  ...LOOKUPS.flatMap(
    (l): Array<[string, Handler]> => [
      [`net.${l}`, lookup(0)],
      [`net.Resolver.${l}`, lookup(1)],
    ],
  ),
  ['net/smtp.SendMail', sendMail],
  ['.Get', anyClient('GET')],
  ['.Post', anyClient('POST')],
  ['.Put', anyClient('PUT')],
];
