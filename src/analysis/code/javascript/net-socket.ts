import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { isSensitive } from '../request-data.js';
import { concat, literal, tainted } from '../values.js';
import type { Ctx } from './context.js';
import { data, type JsVal, opaque, ph, propOf, type SocketHandle, toValue } from './jsval.js';
import { endpointFor, type Handler, invokeCallbacks, noteEnvAll } from './support.js';

/**
 * Raw sockets (net, tls, dgram, WebSocket, socket.io) and DNS: a socket is a handle whose writes are
 * sends (src/analysis/code/javascript/net.ts routes the constructors here); a DNS name built from data is
 * a channel out, a TXT record a way in.
 */

/** A socket handle (`tcp://host:port`). */
export function socketTo(
  ix: Ctx,
  scheme: string,
  host: Value | undefined,
  port: Value | undefined,
  node: Node,
  tool: string,
): SocketHandle {
  const url = host
    ? concat([literal(`${scheme}://`), host, ...(port ? [literal(':'), port] : [])])
    : undefined;
  const h: SocketHandle = {
    kind: 'socket',
    tool,
    endpoint: endpointFor(ix, url),
    at: [node.startIndex, node.endIndex],
    channel: 'socket',
  };
  ix.sockets.push(h);
  return h;
}

/** `net.connect(port, host, cb)` / `net.connect({ host, port })` / `tls.connect(…)`. */
export const connect: Handler = (ix, args, node, name) => {
  const first = args.vals[0];
  const scheme = name.startsWith('tls') ? 'tls' : 'tcp';
  const h =
    first?.k === 'obj'
      ? socketTo(
          ix,
          scheme,
          toValue(propOf(first, 'host') ?? propOf(first, 'hostname') ?? (literal('localhost') as never)),
          toValue(propOf(first, 'port')),
          node,
          name,
        )
      : socketTo(
          ix,
          scheme,
          args.vals[1]?.k === 'data' ? toValue(args.vals[1]) : literal('localhost'),
          toValue(first),
          node,
          name,
        );
  invokeCallbacks(ix, args, []);
  return { k: 'handle', h };
};

export const webSocket: Handler = (ix, args, node, name) => {
  const url = toValue(args.vals[0]);
  const h: SocketHandle = {
    kind: 'socket',
    tool: name,
    endpoint: endpointFor(ix, url),
    at: [node.startIndex, node.endIndex],
    channel: 'socket',
  };
  ix.sockets.push(h);
  return { k: 'handle', h };
};

/** DNS names built from data are a channel out (`${secret}.attacker.tld`); TXT records are a way in. */
export const dnsQuery: Handler = (ix, args, node, name) => {
  const host = toValue(args.vals[0]);
  const suffix = host.text.replace(/^[\s\S]*\}\.?/, '');
  if (!host.literal && isSensitive(host)) {
    noteEnvAll(ix, host, node);
    ix.emit({ kind: 'send', endpoint: endpointFor(ix, literal(suffix)), channel: 'dns', data: host }, node);
  }
  let out: JsVal = opaque('address');
  if (/Txt|Any|Cname/.test(name)) {
    ix.emit({ kind: 'fetch', endpoint: endpointFor(ix, literal(suffix)), tool: name }, node);
    out = data(tainted(literal(ph('dns-txt')), 'download', { from: `dns://${host.text.slice(0, 200)}` }));
  }
  invokeCallbacks(ix, args, [opaque('error'), out]);
  return out;
};
