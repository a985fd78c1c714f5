import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { Ctx } from './context.js';
import { type SocketHandle } from './jsval.js';
import { type Handler } from './support.js';
/**
 * Raw sockets (net, tls, dgram, WebSocket, socket.io) and DNS: a socket is a handle whose writes are
 * sends (src/analysis/code/javascript/net.ts routes the constructors here); a DNS name built from data is
 * a channel out, a TXT record a way in.
 */
/** A socket handle (`tcp://host:port`). */
export declare function socketTo(ix: Ctx, scheme: string, host: Value | undefined, port: Value | undefined, node: Node, tool: string): SocketHandle;
/** `net.connect(port, host, cb)` / `net.connect({ host, port })` / `tls.connect(…)`. */
export declare const connect: Handler;
export declare const webSocket: Handler;
/** DNS names built from data are a channel out (`${secret}.attacker.tld`); TXT records are a way in. */
export declare const dnsQuery: Handler;
