import type { Endpoint } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { argsAt, splitTop } from './expr.js';
import { type ScriptState, upTo } from './model.js';

/**
 * Raw TCP/TLS connections the script languages open and write to — Perl `IO::Socket::INET|IP|SSL->new`,
 * Ruby `TCPSocket.new`/`Socket.tcp`, PHP `fsockopen`/`stream_socket_client`, Lua `socket.connect`, the
 * JVM's `Socket(host, port)`/`createSocket`, C#'s `TcpClient(host, port)` — and what is then written to them
 * (`print $s …`, `$s->send(…)`, `sock.write(x)`, `fwrite($fp, …)`, `c:send(x)`,
 * `s.getOutputStream().write(…)`, `stream.Write(…)` on a stream taken from one): a `send` over the `socket`
 * channel of what flows into the write. A hand-written HTTP request on a socket is still a request; no
 * client library has to be named. Writes only count on a variable a connection was assigned to.
 */

/** How one language opens a connection: the call, and where host and port sit in its arguments. */
interface Opener {
  re: RegExp;
  /** Positional host and port, or `named` (Perl's `PeerAddr => …, PeerPort => …`), or `url` (`tcp://h:p`). */
  host: number | 'named' | 'url';
  port?: number;
}

const OPENERS: readonly Opener[] = [
  { re: /\bIO::Socket::(?:INET6?|IP|SSL)\s*->\s*new\s*(?=\()/g, host: 'named' },
  { re: /\b(?:TCPSocket\.(?:new|open)|Socket\.tcp)\b\s*/g, host: 0, port: 1 },
  { re: /(?<![\w$>])p?fsockopen\s*(?=\()/g, host: 0, port: 1 },
  { re: /(?<![\w$>])stream_socket_client\s*(?=\()/g, host: 'url' },
  { re: /\bsocket\.connect\s*(?=\()/g, host: 0, port: 1 },
  { re: /(?<![\w.])(?:new\s+)?(?:java\.net\.)?Socket\s*(?=\(\s*[^),]{1,300},\s*\d)/g, host: 0, port: 1 },
  { re: /\.createSocket\s*(?=\(\s*[^),]{1,300},\s*\d)/g, host: 0, port: 1 },
  { re: /(?<![\w.])(?:new\s+)?TcpClient\s*(?=\(\s*[^),]{1,300},)/g, host: 0, port: 1 },
];

/** `x = sock.getOutputStream()`, `stream = client.GetStream()`: another name for the same connection. */
const STREAM_OF =
  /^([A-Za-z_]\w{0,63})\s*\.\s*(?:getOutputStream\(\)|outputStream|GetStream\(\)|get_output_stream\(\))\s*$/;

/** Writes through a handle, group 1 the handle (with its sigil dropped later). */
const WRITERS: readonly RegExp[] = [
  // Perl `print $s LIST`, `print {$s} LIST`, `printf $s …`.
  /\bprintf?\s*\{?\s*\$(\w{1,64})\s*\}?\s+(?![,;=])/g,
  /\b(?:syswrite|send)\s*\(\s*\$(\w{1,64})\s*,/g,
  /\$(\w{1,64})\s*->\s*(?:print|printf|say|send|syswrite|write)\b\s*\(?/g,
  /(?<![\w$>])(?:fwrite|fputs|stream_socket_sendto|socket_write|socket_send)\s*\(\s*\$(\w{1,64})\s*,/g,
  // Lua `c:send(x)`; Ruby, the JVM and C# `s.write(x)`, `s.puts x`, `s << x`, a stream's `Write(…)`.
  /\b([A-Za-z_]\w{0,63})\s*:\s*send\s*\(/g,
  /\b([A-Za-z_]\w{0,63})(?:\s*\.\s*(?:getOutputStream\(\)|outputStream|GetStream\(\)))?\s*\.\s*(?:write|puts|print|println|send|syswrite|write_nonblock|Write|WriteAsync|Send|SendAsync)\b\s*\(?/g,
  /\b([A-Za-z_]\w{0,63})\s*<<\s*(?!<)/g,
];

/** The endpoint an opener's arguments name, or undefined. */
function openedEndpoint(st: ScriptState, o: Opener, args: readonly string[]): Endpoint | undefined {
  let host: string | undefined;
  let port = '';
  if (o.host === 'named') {
    if (args.length === 1 && !/=>/.test(args[0]!)) host = st.text(args[0]!).text;
    for (let i = 0; i < args.length && i < 24; i++) {
      const arrow = args[i]!.indexOf('=>');
      const [k, v] =
        arrow >= 0
          ? [args[i]!.slice(0, arrow).trim(), args[i]!.slice(arrow + 2).trim()]
          : [args[i]!, args[i + 1]];
      const name = k.replace(/^["']|["']$/g, '');
      if (/^Peer(?:Addr|Host)$/.test(name) && v) host = st.text(v).text;
      if (name === 'PeerPort' && v) port = st.text(v).text;
    }
  } else if (o.host === 'url') {
    const u = /^(?:tcp|ssl|tls|udp):\/\/([^/\s]{1,300})$/i.exec(st.text(args[0] ?? '').text);
    host = u?.[1];
  } else {
    host = st.text(args[o.host] ?? '').text.replace(/^(?:ssl|tls|tcp):\/\//i, '');
    port = o.port !== undefined ? st.text(args[o.port] ?? '').text : '';
  }
  if (!host || host.length > 300) return undefined;
  return endpointOf(port && !/:\d{1,5}$/.test(host) ? `${host}:${port}` : host, st.unit.hosts);
}

/** Reads one statement: connections assigned to names, and writes to those names. */
export function socketSends(st: ScriptState): void {
  const s = st.stmt.text;
  for (const o of OPENERS)
    for (const m of upTo(s.matchAll(o.re), 4)) {
      const name = /(?:\$|@)?([A-Za-z_]\w{0,63})\s*(?::\s*[\w.?]{1,60}\s*)?=\s*$/.exec(
        s.slice(0, m.index),
      )?.[1];
      if (!name) continue;
      const a = argsAt(s, m.index + m[0].length);
      const ep = openedEndpoint(st, o, splitTop(a.text));
      if (ep && st.sockets.size < 32) st.sockets.set(name, ep);
    }
  if (st.sockets.size === 0) return;
  const alias =
    /^(?:(?:my|local|val|var|let|const)\s+)?\$?([A-Za-z_]\w{0,63})\s*(?::\s*[\w.?]{1,60}\s*)?=\s*(.{1,200})$/.exec(
      s,
    );
  const of = alias ? STREAM_OF.exec(alias[2]!.replace(/^\$/, '').trim())?.[1] : undefined;
  const base = of !== undefined ? st.sockets.get(of) : undefined;
  if (alias && base && st.sockets.size < 32) st.sockets.set(alias[1]!, base);
  for (const re of WRITERS)
    for (const m of upTo(s.matchAll(re), 4)) {
      const ep = st.sockets.get(m[1]!);
      if (!ep) continue;
      const data = st.valueIn(m.index + m[0].length, s.length);
      if (data.literal) continue;
      st.emit({ kind: 'send', endpoint: ep, channel: 'socket', data }, m.index, s.length);
      return;
    }
}
