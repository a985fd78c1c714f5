import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { type HeaderSplit, isSensitive, isSensitiveBeyondAuth, splitHeaders } from '../request-data.js';
import { concat, literal } from '../values.js';
import type { Args, Ctx } from './context.js';
import { data, type JsVal, opaque, propOf, type RequestHandle, ref, staticText, toValue } from './jsval.js';
import { connect, dnsQuery, socketTo, webSocket } from './net-socket.js';
import { downloaded, endpointFor, type Handler, invokeCallbacks, noteEnvAll, serialise } from './support.js';

/**
 * The network: HTTP clients (fetch, axios, got, ky, superagent, needle, request, http(s).request/get,
 * XMLHttpRequest, sendBeacon), raw sockets (net, tls, dgram, WebSocket, socket.io) and DNS. A request
 * with a body — or whose URL, query or custom headers carry data about the user or machine — is a `send`
 * with that data; one without is a `fetch`, and its response is `download`-tainted, so running it later
 * is remote code execution whatever the syntax.
 */

/** The headers of a request's options; an object spread into them (`...rest`) is read whole. */
function headerParts(headers: JsVal | undefined): HeaderSplit {
  const out = splitHeaders(headers, (h) => (h.k === 'obj' ? h.props : undefined), toValue);
  if (headers?.k === 'obj' && headers.rest)
    (isSensitive(headers.rest) ? out.data : out.cred).push(headers.rest);
  return out;
}

export interface HttpOptions {
  body?: JsVal;
  query?: JsVal;
  headers?: JsVal;
  /** `auth` / `username`+`password` options: credentials. */
  auth?: JsVal;
  /** The request method when known (`POST` with no body is still a send). */
  method?: string;
}

/**
 * One HTTP request: a `send` when it has a body, a write method, or user or machine data in its URL or
 * custom headers; else a `fetch`. What authenticates it — credential headers, `auth`, a secret-named
 * environment variable in its URL (`?key=${API_KEY}`, `/bot${TOKEN}/`) — goes to `credentials`, not
 * `data`: a token sent to the API it belongs to is the intended call, and the rule weighs it against the
 * endpoint. Returns the (downloaded) response.
 */
export function httpRequest(
  ix: Ctx,
  node: Node,
  tool: string,
  urlVal: JsVal | undefined,
  o: HttpOptions,
): JsVal {
  let url = toValue(urlVal);
  if (o.query) url = concat([url, literal('?'), toValue(serialise(ix, o.query, node))]);
  const endpoint = endpointFor(ix, url);
  const headers = headerParts(o.headers);
  const cred = [...headers.cred, ...(o.auth ? [toValue(o.auth)] : [])];
  const urlIsCredential = url.secret === 'env-secret' && !url.taints.includes('file');
  if (urlIsCredential) cred.push(url);
  const urlData = !url.literal && isSensitiveBeyondAuth(url) ? [url] : [];
  const credentials = cred.length ? { credentials: concat(cred) } : {};
  const body = o.body ? toValue(o.body) : undefined;
  const parts = [...(body && body.text !== '' ? [body] : []), ...headers.data, ...urlData];
  if (parts.length || /^(?:POST|PUT|PATCH)$/i.test(o.method ?? '')) {
    const payload = parts.length ? concat(parts) : literal('');
    noteEnvAll(ix, payload, node);
    ix.emit({ kind: 'send', endpoint, channel: 'http', data: payload, ...credentials }, node);
  } else ix.emit({ kind: 'fetch', endpoint, tool, ...credentials }, node);
  return downloaded(url, tool);
}

/** `auth: { username, password }` (axios, request), `username`/`password` (got), `auth: 'u:p'` (http). */
function authOf(opts: JsVal | undefined): { auth?: JsVal } {
  const a = propOf(opts, 'auth') ?? propOf(opts, 'password');
  return a ? { auth: a } : {};
}

const bodyOf = (opts: JsVal | undefined): JsVal | undefined =>
  propOf(opts, 'body') ??
  propOf(opts, 'json') ??
  propOf(opts, 'data') ??
  propOf(opts, 'form') ??
  propOf(opts, 'formData');

/** `fetch(url | Request, init)`, `ky(url, opts)`, `got(url, opts)`, `undici.request(url, opts)`. */
const fetchLike: Handler = (ix, args, node, name) => {
  const first = args.vals[0];
  const url = first?.k === 'obj' ? (propOf(first, 'url') ?? propOf(first, 'uri')) : first;
  const opts = first?.k === 'obj' ? first : args.vals[1];
  const method =
    staticText(propOf(opts, 'method')) ?? (/\.(?:post|put|patch)$/.test(name) ? 'POST' : undefined);
  const out = httpRequest(ix, node, name, url, {
    body: bodyOf(opts),
    query: propOf(opts, 'searchParams') ?? propOf(opts, 'qs'),
    headers: propOf(opts, 'headers'),
    ...authOf(opts),
    ...(method ? { method } : {}),
  });
  invokeCallbacks(ix, args, [opaque('error'), out, out]);
  return out;
};

/** `got.post(url, opts)`, `ky.post(url, opts)`, `request.post(opts)`: method in the name. */
const fetchMethod: Handler = fetchLike;

/** `axios(config)` / `axios(url, config)` / `axios.request(config)`. */
const axiosConfig: Handler = (ix, args, node, name) => {
  const first = args.vals[0];
  const cfg = first?.k === 'obj' ? first : args.vals[1];
  const url = first?.k === 'obj' ? propOf(first, 'url') : first;
  const base = propOf(cfg, 'baseURL');
  const full = base ? data(concat([toValue(base), toValue(url)])) : url;
  const method = staticText(propOf(cfg, 'method'));
  return httpRequest(ix, node, name, full, {
    body: propOf(cfg, 'data'),
    query: propOf(cfg, 'params'),
    headers: propOf(cfg, 'headers'),
    ...authOf(cfg),
    ...(method ? { method } : {}),
  });
};

/** `axios.post(url, data, config)` and the other body methods. */
const axiosBody: Handler = (ix, args, node, name) => {
  const cfg = args.vals[2];
  return httpRequest(ix, node, name, args.vals[0], {
    body: args.vals[1],
    query: propOf(cfg, 'params'),
    headers: propOf(cfg, 'headers'),
    ...authOf(cfg),
    method: 'POST',
  });
};

/** `axios.get(url, config)` and the other body-less methods. */
const axiosNoBody: Handler = (ix, args, node, name) => {
  const cfg = args.vals[1];
  return httpRequest(ix, node, name, args.vals[0], {
    body: propOf(cfg, 'data'),
    query: propOf(cfg, 'params'),
    headers: propOf(cfg, 'headers'),
    ...authOf(cfg),
  });
};

/** `needle.post(url, data, opts, cb)` / `needle('post', url, data)`. */
const needle: Handler = (ix, args, node, name) => {
  const methodFirst = name === 'needle' || name === 'needle.request';
  const [url, body] = methodFirst ? [args.vals[1], args.vals[2]] : [args.vals[0], args.vals[1]];
  const hasBody = methodFirst
    ? !/^(?:get|head)$/i.test(staticText(args.vals[0]) ?? '')
    : /post|put|patch/.test(name);
  const out = httpRequest(ix, node, 'needle', url, hasBody && body?.k !== 'fn' ? { body } : {});
  invokeCallbacks(ix, args, [opaque('error'), out, out]);
  return out;
};

/** A URL from `http.request` options (`{ hostname, port, path, protocol }`). */
function urlFromOptions(opts: JsVal | undefined, tool: string): Value {
  const host = propOf(opts, 'hostname') ?? propOf(opts, 'host');
  if (!host) return toValue(propOf(opts, 'href') ?? opts);
  const proto = staticText(propOf(opts, 'protocol')) ?? (tool.startsWith('https') ? 'https:' : 'http:');
  const port = propOf(opts, 'port');
  const path = propOf(opts, 'path');
  const parts = [literal(`${proto}//`), toValue(host)];
  if (port) parts.push(literal(':'), toValue(port));
  if (path) parts.push(toValue(path));
  return concat(parts);
}

function requestUrl(args: Args, tool: string): Value {
  const first = args.vals[0];
  return first?.k === 'obj' ? urlFromOptions(first, tool) : toValue(first);
}

/** `http(s).request(url | options, [options], cb)`: a request handle; data written later is sent. */
const httpRequestHandle: Handler = (ix, args, node, name) => {
  const url = requestUrl(args, name);
  const opts = args.vals.find((a) => a.k === 'obj');
  const cred = [
    ...headerParts(propOf(opts, 'headers')).cred,
    ...(authOf(opts).auth ? [toValue(authOf(opts).auth)] : []),
  ];
  const h: RequestHandle = {
    kind: 'request',
    tool: name,
    url,
    endpoint: endpointFor(ix, url),
    at: [node.startIndex, node.endIndex],
    sent: false,
    ...(cred.length ? { credentials: concat(cred) } : {}),
  };
  ix.requests.push(h);
  invokeCallbacks(ix, args, [downloaded(url, name)]);
  return { k: 'handle', h };
};

/** `http(s).get(url, cb)`: a fetch; the callback's response is downloaded data. */
const httpGet: Handler = (ix, args, node, name) => {
  const url = requestUrl(args, name);
  const out = httpRequest(ix, node, name, data(url), {});
  invokeCallbacks(ix, args, [out]);
  return {
    k: 'handle',
    h: {
      kind: 'request',
      tool: name,
      url,
      endpoint: endpointFor(ix, url),
      at: [node.startIndex, node.endIndex],
      sent: true,
    },
  };
};

const requestHandleFor =
  (tool: string) =>
  (ix: Ctx, url: Value, node: Node): JsVal => {
    const h: RequestHandle = {
      kind: 'request',
      tool,
      url,
      endpoint: endpointFor(ix, url),
      at: [node.startIndex, node.endIndex],
      sent: false,
    };
    ix.requests.push(h);
    return { k: 'handle', h };
  };

const superagent: Handler = (ix, args, node, name) => requestHandleFor(name)(ix, toValue(args.vals[0]), node);

export const NET_HANDLERS: Record<string, Handler> = {
  fetch: fetchLike,
  'undici.fetch': fetchLike,
  'undici.request': fetchLike,
  ky: fetchLike,
  got: fetchLike,
  request: fetchLike,
  axios: axiosConfig,
  'axios.request': axiosConfig,
  'axios.create': () => ref('axios'),
  'got.extend': () => ref('got'),
  'ky.create': () => ref('ky'),
  'ky.extend': () => ref('ky'),
  'new dns.Resolver': () => ref('dns'),
  'new XMLHttpRequest': (ix, _args, node) => requestHandleFor('XMLHttpRequest')(ix, literal(''), node),
  'new EventSource': (ix, args, node) => httpRequest(ix, node, 'EventSource', args.vals[0], {}),
  'navigator.sendBeacon': (ix, args, node) =>
    httpRequest(ix, node, 'sendBeacon', args.vals[0], { body: args.vals[1] ?? (literal('') as never) }),
  'http.request': httpRequestHandle,
  'https.request': httpRequestHandle,
  'http.get': httpGet,
  'https.get': httpGet,
  'net.connect': connect,
  'net.createConnection': connect,
  'tls.connect': connect,
  'new net.Socket': (ix, _args, node) => ({
    k: 'handle',
    h: socketTo(ix, 'tcp', undefined, undefined, node, 'net.Socket'),
  }),
  'new tls.TLSSocket': (ix, _args, node) => ({
    k: 'handle',
    h: socketTo(ix, 'tls', undefined, undefined, node, 'tls.TLSSocket'),
  }),
  'dgram.createSocket': (ix, _args, node) => ({
    k: 'handle',
    h: socketTo(ix, 'udp', undefined, undefined, node, 'dgram'),
  }),
  'new WebSocket': webSocket,
  'new ws': webSocket,
  'new ws.WebSocket': webSocket,
  'socket.io-client': webSocket,
  'socket.io-client.io': webSocket,
  'socket.io-client.connect': webSocket,
  ...Object.fromEntries(['get', 'delete', 'head', 'options'].map((m) => [`axios.${m}`, axiosNoBody])),
  ...Object.fromEntries(
    ['post', 'put', 'patch', 'postForm', 'putForm', 'patchForm'].map((m) => [`axios.${m}`, axiosBody]),
  ),
  ...Object.fromEntries(
    ['get', 'post', 'put', 'patch', 'delete', 'head', 'stream'].flatMap((m) => [
      [`got.${m}`, fetchMethod],
      [`ky.${m}`, fetchMethod],
      [`request.${m}`, fetchMethod],
      [`undici.${m}`, fetchMethod],
    ]),
  ),
  ...Object.fromEntries(
    ['get', 'post', 'put', 'patch', 'del', 'delete', 'head'].map((m) => [`superagent.${m}`, superagent]),
  ),
  needle,
  'needle.request': needle,
  ...Object.fromEntries(
    ['get', 'post', 'put', 'patch', 'delete', 'head'].map((m) => [`needle.${m}`, needle]),
  ),
  ...Object.fromEntries(
    [
      'lookup',
      'resolve',
      'resolve4',
      'resolve6',
      'resolveTxt',
      'resolveAny',
      'resolveCname',
      'resolveMx',
      'resolveNs',
      'resolveSrv',
    ].map((m) => [`dns.${m}`, dnsQuery]),
  ),
};
