import { concat } from '../values.js';
import { argsAt, splitTop } from './expr.js';
import type { LibState } from './lib-values.js';
import { upTo } from './model.js';

/**
 * C# requests and streams, read with the JVM statements (jvm-flow.ts):
 * - `HttpClient`: `PostAsync`/`PutAsync`/`PatchAsync(url, content)` and `PostAsJsonAsync(url, value)` send the
 *   content (a `StringContent`/`ByteArrayContent` wraps its argument, read through `valueIn`);
 *   `GetStringAsync`/`GetByteArrayAsync`/`GetAsync(url)` are downloads; headers added to
 *   `DefaultRequestHeaders` are the client's credentials, never data;
 * - `WebClient`: `UploadString`/`UploadData`/`UploadValues(url, data)`, `UploadFile(url, path)` (which reads
 *   the file), `DownloadString`/`DownloadData(url)`;
 * - `ClientWebSocket`: the address given to `ConnectAsync(new Uri(u))` kept by name, and what `SendAsync(x)`
 *   sends there;
 * - a buffer a stream fills (`fs.Read(buf)`, `fs.ReadExactly(buf)`, `fs.CopyTo(ms)`) holds what the stream
 *   was opened on.
 */

const SEND = /\.\s*(PostAsync|PutAsync|PatchAsync|PostAsJsonAsync|PutAsJsonAsync)\s*\(/g;
const GET =
  /\.\s*(GetStringAsync|GetByteArrayAsync|GetStreamAsync|GetAsync|DownloadString|DownloadData)\s*\(/g;
const UPLOAD = /\.\s*(UploadString|UploadData|UploadValues|UploadFile)(?:Async|TaskAsync)?\s*\(/g;
const CONNECT = /^(?:await\s+)?([A-Za-z_]\w{0,63})\s*\.\s*ConnectAsync\s*\(/;
const WS_SEND = /^(?:await\s+)?([A-Za-z_]\w{0,63})\s*\.\s*SendAsync\s*\(/;
const FILL =
  /^(?:await\s+)?([A-Za-z_]\w{0,63})\s*\.\s*(?:Read|ReadExactly|ReadAtLeast|ReadAsync|ReadExactlyAsync|CopyTo|CopyToAsync)\s*\(\s*(?:new\s+Span<byte>\s*\()?([A-Za-z_]\w{0,63})/;

export function csharpRequests(st: LibState): void {
  const s = st.stmt.text;
  if (!/Async|Upload|Download|Read|CopyTo/.test(s)) return;
  fills(st, s);
  for (const m of upTo(s.matchAll(SEND), 4)) {
    const { args, end } = callArgs(s, m);
    if (!args[0]) continue;
    const data = args[1] ? [st.exprValue(args[1], m.index)] : [];
    st.addSpan(
      m.index,
      end,
      st.request(`HttpClient.${m[1]}`, 'POST', st.text(args[0]), data, [], span(m, end)),
    );
  }
  for (const m of upTo(s.matchAll(GET), 4)) {
    const { args, end } = callArgs(s, m);
    if (!args[0] || !/^https?:|^ws/.test(st.text(args[0]).text)) continue;
    st.addSpan(m.index, end, st.request(`HttpClient.${m[1]}`, 'GET', st.text(args[0]), [], [], span(m, end)));
  }
  for (const m of upTo(s.matchAll(UPLOAD), 4)) {
    const { args, end } = callArgs(s, m);
    // `UploadString(url, data)`; with three arguments the method sits between them.
    const [url, , last] = args.length >= 3 ? args : [args[0], undefined, args[1]];
    if (!url || !last) continue;
    const data = m[1] === 'UploadFile' ? st.readFile(last, m.index, end) : st.exprValue(last, m.index);
    st.addSpan(m.index, end, st.request(`WebClient.${m[1]}`, 'POST', st.text(url), [data], [], span(m, end)));
  }
  sockets(st, s);
}

function callArgs(s: string, m: RegExpMatchArray): { args: string[]; end: number } {
  const a = argsAt(s, m.index! + m[0].length - 1);
  return { args: splitTop(a.text), end: a.end };
}

function span(m: RegExpMatchArray, end: number): { start: number; end: number } {
  return { start: m.index!, end };
}

/** `fs.ReadExactly(buf)`: the buffer now holds what the stream reads (the stream's value). */
function fills(st: LibState, s: string): void {
  const m = FILL.exec(s);
  if (!m) return;
  const from = st.env.get(m[1]!);
  if (!from || from.literal) return;
  const prev = st.env.get(m[2]!);
  if (prev || st.env.size < 1024) st.env.set(m[2]!, prev && !prev.literal ? concat([prev, from]) : from);
}

/** WebSocket clients by name: the address `ConnectAsync` gave, and each `SendAsync` a send there. */
function sockets(st: LibState, s: string): void {
  const c = CONNECT.exec(s);
  if (c) {
    const url = splitTop(argsAt(s, c[0].length - 1).text)[0];
    if (url && st.requests.size < 64)
      st.requests.set(c[1]!, { url: st.text(url), method: 'POST', data: [], credentials: [] });
    return;
  }
  const w = WS_SEND.exec(s);
  const r = w ? st.requests.get(w[1]!) : undefined;
  if (!w || !r) return;
  const a = argsAt(s, w[0].length - 1);
  const data = splitTop(a.text)[0];
  if (!data) return;
  const v = st.exprValue(data, w[0].length);
  st.addSpan(
    0,
    a.end,
    st.request('ClientWebSocket.SendAsync', 'POST', r.url, [v], [], { start: 0, end: a.end }),
  );
}
