import type { Node } from 'web-tree-sitter';
import { concat, literal, tainted } from '../values.js';
import type { Args, Ctx } from './context.js';
import { shellInput } from './exec.js';
import { readPath, writePath } from './fs.js';
import {
  data,
  type Handle,
  type JsVal,
  opaque,
  type ProcHandle,
  ph,
  type RequestHandle,
  type SocketHandle,
  toValue,
} from './jsval.js';
import { downloaded, endpointFor, invokeCallbacks, noteEnvAll } from './support.js';

/**
 * Objects that act later: a request written to (`req.write(data)` sends), a socket (`sock.write`,
 * `sock.on('data', …)` receives commands), a child process (its stdin and stdout), a write stream.
 * Pipes between them are flows: a download piped into a shell's stdin is `curl | sh`; a socket piped
 * to a shell and back is a reverse shell; a secret file piped into a request is exfiltration.
 */

/** Data received from a socket: downloaded, from `tcp://host:port` (which marks socket-borne commands). */
function received(h: SocketHandle): JsVal {
  return data(
    tainted(literal(ph('socket-data')), 'download', { from: h.endpoint.url ?? `${h.tool}://unknown` }),
  );
}

function sendOn(ix: Ctx, h: RequestHandle | SocketHandle, payload: JsVal | undefined, node: Node): void {
  const v = toValue(payload);
  if (h.kind === 'request') h.sent = true;
  if (v.text === '' && v.literal) return;
  noteEnvAll(ix, v, node);
  const credentials = h.kind === 'request' && h.credentials ? { credentials: h.credentials } : {};
  const channel = h.kind === 'request' ? 'http' : 'socket';
  ix.emit({ kind: 'send', endpoint: h.endpoint, channel, data: v, ...credentials }, node);
}

function isShellIo(v: JsVal, stream: 'stdin' | 'stdout'): ProcHandle | undefined {
  if (v.k !== 'handle') return undefined;
  if (v.h.kind === 'proc-io' && v.h.stream === stream && v.h.proc.shell) return v.h.proc;
  if (v.h.kind === 'proc' && v.h.shell) return v.h;
  return undefined;
}

/** `src.pipe(dest)`: the flows listed in the module comment. */
export function pipe(ix: Ctx, src: JsVal, dest: JsVal | undefined, node: Node): JsVal {
  if (!dest) return opaque('pipe');
  const srcSocket = src.k === 'handle' && src.h.kind === 'socket' ? src.h : undefined;
  const destSocket = dest.k === 'handle' && dest.h.kind === 'socket' ? dest.h : undefined;
  if ((srcSocket && isShellIo(dest, 'stdin')) || (destSocket && isShellIo(src, 'stdout'))) {
    const s = (srcSocket ?? destSocket)!;
    ix.emit(
      { kind: 'reverse-shell', how: 'socket piped to a shell', endpoint: s.endpoint },
      node,
      `rs@${s.at[0]}`,
    );
    return dest;
  }
  if (src.k === 'data' && dest.k === 'handle') {
    const h = dest.h;
    if (h.kind === 'write-stream') writePath(ix, data(h.path), src, false, node);
    else if (h.kind === 'request' || h.kind === 'socket') sendOn(ix, h, src, node);
    else if (isShellIo(dest, 'stdin')) shellInput(ix, toValue(src), node);
  }
  return dest;
}

/** A method call on a handle of one kind; `self` is the handle as a value (chained calls return it). */
type HandleMethod<H extends Handle> = (
  ix: Ctx,
  h: H,
  prop: string,
  args: Args,
  node: Node,
  self: JsVal,
) => JsVal | undefined;

export function handleMethod(ix: Ctx, h: Handle, prop: string, args: Args, node: Node): JsVal | undefined {
  const self: JsVal = { k: 'handle', h };
  switch (h.kind) {
    case 'request':
      return requestMethod(ix, h, prop, args, node, self);
    case 'socket':
      return socketMethod(ix, h, prop, args, node, self);
    case 'proc':
      if (prop === 'on' || prop === 'once') invokeCallbacks(ix, args, [opaque('code')]);
      return prop === 'on' || prop === 'once' ? self : undefined;
    case 'proc-io':
      if (prop === 'pipe') return pipe(ix, self, args.vals[0], node);
      // `end(data)` writes its data before closing, as `write(data)` does.
      if ((prop === 'write' || prop === 'end') && h.stream === 'stdin' && h.proc.shell) {
        const input = args.vals[0];
        if (input && input.k !== 'fn') shellInput(ix, toValue(input), node);
        return self;
      }
      if (prop === 'on' || prop === 'once') {
        invokeCallbacks(ix, args, [data(tainted(literal(ph('output')), 'system-info'))]);
        return self;
      }
      return undefined;
    case 'write-stream':
      if (prop === 'write' || prop === 'end') {
        if (args.vals[0] && args.vals[0].k !== 'fn') writePath(ix, data(h.path), args.vals[0], true, node);
        return self;
      }
      return prop === 'on' || prop === 'once' ? self : undefined;
  }
}

const requestMethod: HandleMethod<RequestHandle> = (ix, h, prop, args, node, self) => {
  switch (prop) {
    case 'open': {
      h.url = toValue(args.vals[1]);
      h.endpoint = endpointFor(ix, h.url);
      h.at = [node.startIndex, node.endIndex];
      return self;
    }
    case 'write':
    case 'send':
    case 'field':
    case 'query':
      if (args.vals[0] && args.vals[0].k !== 'fn')
        sendOn(ix, h, prop === 'field' ? args.vals[1] : args.vals[0], node);
      return self;
    case 'attach':
      sendOn(ix, h, readPath(ix, args.vals[1], node), node);
      return self;
    case 'end':
      if (args.vals[0] && args.vals[0].k !== 'fn') sendOn(ix, h, args.vals[0], node);
      invokeCallbacks(ix, args, [opaque('error'), downloaded(h.url, h.tool)]);
      return self;
    case 'on':
    case 'once':
    case 'then':
      invokeCallbacks(ix, args, [downloaded(h.url, h.tool)]);
      return self;
    default:
      return prop.startsWith('set') || prop === 'type' || prop === 'timeout' || prop === 'abort'
        ? self
        : undefined;
  }
};

const socketMethod: HandleMethod<SocketHandle> = (ix, h, prop, args, node, self) => {
  switch (prop) {
    case 'connect': {
      const first = args.vals[0];
      const host = args.vals[1]?.k === 'data' ? toValue(args.vals[1]) : literal('localhost');
      const url =
        first?.k === 'obj'
          ? toValue(first.props.get('host'))
          : concat([
              literal(`${h.tool.startsWith('tls') ? 'tls' : 'tcp'}://`),
              host,
              literal(':'),
              toValue(first),
            ]);
      h.endpoint = endpointFor(ix, url);
      invokeCallbacks(ix, args, []);
      return self;
    }
    case 'write':
    case 'end':
      if (args.vals[0] && args.vals[0].k !== 'fn') sendOn(ix, h, args.vals[0], node);
      return self;
    case 'send': {
      // dgram: send(msg, [offset, length,] port, host)
      if (h.tool === 'dgram') {
        const host = [...args.vals]
          .reverse()
          .find((v) => v.k === 'data' && /[a-z]/i.test(v.v.text) && v !== args.vals[0]);
        const port = args.vals.find((v, i) => i > 0 && v.k === 'data' && v.num !== undefined);
        h.endpoint = endpointFor(ix, concat([literal('udp://'), toValue(host), literal(':'), toValue(port)]));
      }
      sendOn(ix, h, args.vals[0], node);
      return self;
    }
    case 'emit':
      sendOn(ix, h, { k: 'arr', items: args.vals.slice(1) }, node);
      return self;
    case 'pipe':
      return pipe(ix, self, args.vals[0], node);
    case 'on':
    case 'once':
    case 'addEventListener':
      invokeCallbacks(ix, args, [received(h), received(h)]);
      return self;
    default:
      return prop.startsWith('set') ? self : undefined;
  }
};

export function handleMember(_ix: Ctx, h: Handle, prop: string): JsVal {
  if (h.kind === 'proc' && (prop === 'stdin' || prop === 'stdout' || prop === 'stderr'))
    return { k: 'handle', h: { kind: 'proc-io', proc: h, stream: prop } };
  if (h.kind === 'request' && /^response(?:Text|XML)?$/.test(prop)) return downloaded(h.url, h.tool);
  return opaque(prop);
}

/** `ws.onmessage = (e) => …`, `xhr.onload = …`: handlers run with what the handle receives. */
export function handleAssign(ix: Ctx, h: Handle, prop: string, v: JsVal, _node: Node): void {
  if (v.k !== 'fn' || !prop.startsWith('on')) return;
  const payload =
    h.kind === 'socket' ? received(h) : h.kind === 'request' ? downloaded(h.url, h.tool) : opaque('event');
  ix.invoke(v, [{ k: 'obj', props: new Map([['data', payload]]), rest: toValue(payload) }]);
}

/** Requests created and never written to are plain fetches (reported where they were created). */
export function finishRequests(ix: Ctx): void {
  for (const h of ix.requests) {
    if (h.sent) continue;
    const credentials = h.credentials ? { credentials: h.credentials } : {};
    ix.emitAt({ kind: 'fetch', endpoint: h.endpoint, tool: h.tool, ...credentials }, h.at[0], h.at[1]);
  }
}
