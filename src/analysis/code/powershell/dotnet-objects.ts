import { gunzipSync, inflateRawSync } from 'node:zlib';
import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { isMostlyPrintable, PAYLOAD_LIMITS } from '../../payloads.js';
import { concat, literal, tainted } from '../values.js';
import { runPowerShell } from './cmd-exec.js';
import { readFrom, writeTo } from './cmd-files.js';
import type { PsCtx } from './context.js';
import { endpointOf } from './endpoints.js';
import { downloaded, httpCall } from './http.js';
import {
  data,
  lit,
  obj,
  opaque,
  type PsData,
  type PsObj,
  type PsVal,
  ph,
  staticText,
  toValue,
} from './psval.js';
import { variableName } from './strings.js';

/**
 * .NET and COM objects that act: `Net.WebClient` (its Download and Upload methods), `HttpClient`,
 * `XMLHTTP`, `TcpClient` / `TcpListener` and their streams (a stream's `Read` fills a buffer with what
 * the operator sent: running it is a reverse shell), stream readers and writers, `Deflate`/`GZip`
 * streams over decoded bytes (decompressed here, inert), `WScript.Shell`.
 */

const strip = (type: string) =>
  type
    .toLowerCase()
    .replace(/^system\./, '')
    .replace(/\s+/g, '');

function socketUrl(host: PsVal | undefined, port: PsVal | undefined): Value | undefined {
  if (!host) return undefined;
  return concat([literal('tcp://'), toValue(host), ...(port ? [literal(':'), toValue(port)] : [])]);
}

/** Decompresses the bytes a stream wraps (bounded); undefined when they are not known. */
function decompress(ix: PsCtx, inner: PsVal | undefined, gzip: boolean, node: Node): PsData | undefined {
  const src = inner?.k === 'obj' ? inner.inner : inner?.k === 'data' ? inner : undefined;
  if (!src?.bytes) return undefined;
  let text: string | undefined;
  try {
    const out = (gzip ? gunzipSync : inflateRawSync)(src.bytes, {
      maxOutputLength: PAYLOAD_LIMITS.maxDecoded,
    });
    text = out.toString('utf8');
  } catch {
    text = undefined;
  }
  const printable = text !== undefined && isMostlyPrintable(text);
  ix.emit(
    {
      kind: 'decode',
      scheme: gzip ? 'gzip' : 'zlib',
      input: src.v,
      ...(printable ? { decoded: text!.slice(0, 2000) } : {}),
    },
    node,
  );
  return data(tainted(literal(printable ? text! : ph('decompressed')), 'decoded'));
}

export function newObject(ix: PsCtx, typeName: string, args: PsVal[], node: Node): PsVal {
  const type = strip(typeName);
  const at: [number, number] = [node.startIndex, node.endIndex];
  switch (type) {
    case 'net.webclient':
      return obj('webclient');
    case 'net.http.httpclient':
      return obj('httpclient');
    case 'net.sockets.tcpclient': {
      const url = socketUrl(args[0], args[1]);
      return obj('tcpclient', { ...(url ? { url, endpoint: endpointOf(ix, url.text) } : {}), at });
    }
    case 'net.sockets.tcplistener': {
      const port = args.length > 1 ? args[1] : args[0];
      const url = concat([literal('tcp://0.0.0.0:'), toValue(port)]);
      return obj('tcplistener', { url, endpoint: endpointOf(ix, url.text), at });
    }
    case 'net.sockets.udpclient':
      return obj('udpclient', { at });
    case 'io.streamreader':
    case 'io.binaryreader': {
      const s = args[0];
      if (s?.k === 'obj' && s.cls === 'netstream')
        return obj('reader', {
          ...(s.url ? { url: s.url } : {}),
          ...(s.endpoint ? { endpoint: s.endpoint } : {}),
        });
      return obj(
        'reader',
        s?.k === 'obj' && s.inner ? { inner: s.inner } : s?.k === 'data' ? { inner: s } : {},
      );
    }
    case 'io.streamwriter':
    case 'io.binarywriter': {
      const s = args[0];
      return s?.k === 'obj' && s.cls === 'netstream'
        ? obj('writer', { ...(s.endpoint ? { endpoint: s.endpoint } : {}) })
        : obj('file-writer', { inner: data(toValue(s)) });
    }
    case 'io.memorystream':
      return obj('memorystream', args[0]?.k === 'data' ? { inner: args[0] } : {});
    case 'io.compression.deflatestream':
    case 'io.compression.gzipstream': {
      const out = decompress(ix, args[0], type.endsWith('gzipstream'), node);
      return obj('memorystream', out ? { inner: out } : {});
    }
    case 'text.asciiencoding':
      return obj('encoding:ascii');
    case 'text.utf8encoding':
      return obj('encoding:utf8');
    case 'text.unicodeencoding':
      return obj('encoding:unicode');
    case 'net.http.stringcontent':
    case 'net.http.bytearraycontent':
      return data(toValue(args[0]));
    case 'wscript.shell':
      return obj('wscript.shell');
    case 'shell.application':
      return obj('shell.application');
    case 'msxml2.xmlhttp':
    case 'microsoft.xmlhttp':
    case 'msxml2.serverxmlhttp':
    case 'winhttp.winhttprequest.5.1':
      return obj('xmlhttp', { at });
    default:
      return opaque(type);
  }
}

/** Socket data read into `buffer` (`$stream.Read($bytes, 0, $bytes.Length)` fills `$bytes`). */
function fillFromSocket(ix: PsCtx, recv: PsObj, argNode: Node | undefined): void {
  const name = argNode ? variableName(argNode.text.trim()) : undefined;
  if (!name || !/^[\w:]+$/.test(name)) return;
  ix.set(
    name,
    data(tainted(literal(ph('socket-data')), 'download', { from: recv.url?.text ?? 'tcp://unknown' })),
  );
}

function send(
  ix: PsCtx,
  recv: PsObj,
  payload: PsVal | undefined,
  node: Node,
  channel: 'socket' | 'http',
): PsVal {
  ix.emit(
    { kind: 'send', endpoint: recv.endpoint ?? { cls: 'unknown' }, channel, data: toValue(payload) },
    node,
  );
  return lit('');
}

/** Web client methods without the `Async`/`TaskAsync` suffix. */
function webClient(ix: PsCtx, name: string, args: PsVal[], node: Node): PsVal | undefined {
  const url = args[0];
  switch (name.replace(/(?:task)?async$/, '')) {
    case 'downloadstring':
    case 'downloaddata':
    case 'openread':
      return httpCall(ix, node, 'WebClient', url, {});
    case 'downloadfile':
      return httpCall(ix, node, 'WebClient', url, args[1] ? { outFile: args[1] } : {});
    case 'uploadstring':
    case 'uploaddata':
    case 'uploadvalues':
      return httpCall(ix, node, 'WebClient', url, { body: args[args.length - 1] ?? lit('') });
    case 'uploadfile':
      return httpCall(ix, node, 'WebClient', url, { body: readFrom(ix, args[args.length - 1], node) });
    default:
      return undefined;
  }
}

/** A method call on an object: `c` is the call (receiver, lower-case name, arguments, their nodes). */
interface Call {
  recv: PsObj;
  name: string;
  args: PsVal[];
  node: Node;
  argNodes: Node[];
}

type Method = (ix: PsCtx, c: Call) => PsVal | undefined;

const streamOf = (recv: PsObj): Partial<PsObj> => ({
  ...(recv.url ? { url: recv.url } : {}),
  ...(recv.endpoint ? { endpoint: recv.endpoint } : {}),
});

const httpClient: Method = (ix, { name, args, node }) => {
  const m = name.replace(/async$/, '');
  if (/^get(?:string|bytearray|stream)?$/.test(m)) return httpCall(ix, node, 'HttpClient', args[0], {});
  if (/^(?:post|put|patch)$/.test(m))
    return httpCall(ix, node, 'HttpClient', args[0], { body: args[1] ?? lit('') });
  return undefined;
};

const tcpClient: Method = (ix, { recv, name, args }) => {
  if (name === 'getstream') return obj('netstream', streamOf(recv));
  if (name !== 'connect') return undefined;
  const url = socketUrl(args[0], args[1]);
  if (url) Object.assign(recv, { url, endpoint: endpointOf(ix, url.text) });
  return lit('');
};

const udpClient: Method = (ix, { recv, name, args, node }) => {
  if (name !== 'send') return undefined;
  const url = socketUrl(args[2], args[3]);
  const to = { ...recv, ...(url ? { endpoint: endpointOf(ix, `udp${url.text.slice(3)}`) } : {}) };
  return send(ix, to, args[0], node, 'socket');
};

const invokeCommand: Method = (ix, { name, args, node }) => {
  if (name === 'invokescript' || name === 'newscriptblock')
    return runPowerShell(ix, args[0] ?? lit(''), 'InvokeScript', node);
  if (name === 'getcmdlet' || name === 'getcommand' || name === 'getcommandname')
    return obj(`command:${(staticText(args[0]) ?? '').toLowerCase()}`);
  return name === 'expandstring' ? (args[0] ?? lit('')) : undefined;
};

const wscriptShell: Method = (ix, { name, args, node }) => {
  if (name === 'run' || name === 'exec') {
    const line = toValue(args[0]);
    if (/[A-Za-z]{2}/.test(line.text)) ix.embed('batch', line.text, node);
    return opaque('output');
  }
  if (name !== 'regwrite') return undefined;
  writeTo(ix, toValue(args[0]), args[1], false, node);
  return lit('');
};

const shellApplication: Method = (ix, { name, args, node }) => {
  if (name !== 'shellexecute' || !/^runas$/i.test(staticText(args[3]) ?? '')) return undefined;
  const program = toValue(args[0]).text;
  const command = `${program} ${toValue(args[1]).text}`.trim().slice(0, 300);
  ix.emit(
    { kind: 'privilege', how: 'runas', command, interpreter: /powershell|pwsh|cmd/i.test(program) },
    node,
  );
  return undefined;
};

const xmlHttp: Method = (ix, { recv, name, args, node }) => {
  if (name === 'open') {
    const url = toValue(args[1]);
    Object.assign(recv, { url, endpoint: endpointOf(ix, url.text), at: [node.startIndex, node.endIndex] });
    return lit('');
  }
  if (name !== 'send') return undefined;
  const body = args[0] ? toValue(args[0]) : undefined;
  const endpoint = recv.endpoint ?? { cls: 'unknown' as const };
  if (body && body.text !== '') ix.emit({ kind: 'send', endpoint, channel: 'http', data: body }, node);
  else ix.emit({ kind: 'fetch', endpoint, tool: 'XMLHTTP' }, node);
  return downloaded(recv.url?.text ?? '', 'XMLHTTP');
};

/** Instance methods by object class. */
const METHODS: Record<string, Method> = {
  webclient: (ix, { name, args, node }) => webClient(ix, name, args, node),
  httpclient: httpClient,
  tcpclient: tcpClient,
  tcplistener: (_ix, { recv, name }) =>
    name === 'accepttcpclient' || name === 'acceptsocket' ? obj('tcpclient', streamOf(recv)) : undefined,
  netstream: (ix, { recv, name, args, node, argNodes }) => {
    if (name === 'read') fillFromSocket(ix, recv, argNodes[0]);
    return name === 'write' ? send(ix, recv, args[0], node, 'socket') : undefined;
  },
  reader: (_ix, { recv, name }) =>
    /^read(?:line|toend|tostring)?$/.test(name)
      ? (recv.inner ??
        data(tainted(literal(ph('socket-data')), 'download', { from: recv.url?.text ?? 'tcp://unknown' })))
      : undefined,
  writer: (ix, { recv, name, args, node }) =>
    /^write(?:line)?$/.test(name) ? send(ix, recv, args[0], node, 'socket') : undefined,
  'file-writer': (ix, { recv, name, args, node }) => {
    if (/^write(?:line)?$/.test(name)) writeTo(ix, toValue(recv.inner), args[0], true, node);
    return undefined;
  },
  udpclient: udpClient,
  invokecommand: invokeCommand,
  'wscript.shell': wscriptShell,
  'shell.application': shellApplication,
  xmlhttp: xmlHttp,
};

export function instanceMethod(
  ix: PsCtx,
  recv: PsObj,
  name: string,
  args: PsVal[],
  node: Node,
  argNodes: Node[],
): PsVal | undefined {
  return METHODS[recv.cls]?.(ix, { recv, name, args, node, argNodes });
}
