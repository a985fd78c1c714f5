import type { Value } from '../../facts.js';
import { argsAt, splitTop } from './expr.js';
import { receiverBefore } from './jvm-values.js';
import type { LibState } from './lib-values.js';
import { upTo } from './model.js';

/**
 * Kotlin, Java and Groovy HTTP requests, whose URL, method, headers and body are spread over statements:
 * - `HttpURLConnection`: `URL(u).openConnection()` kept by name, `requestMethod`/`setRequestMethod`,
 *   `setRequestProperty`, and what is written to its `outputStream` / `getOutputStream()`: in the same
 *   statement (`c.outputStream.use { it.write(x) }`, `OutputStreamWriter(c.outputStream).write(x)`, Groovy
 *   `withWriter { w -> w << x }`), or later through a name the stream was given (`val os = c.outputStream`,
 *   Java's try-with-resources, a `use {` block's `it`). A connection only read (`inputStream`,
 *   `responseCode`) is a GET, or a bodiless POST;
 * - `java.net.http` and OkHttp builder chains (`HttpRequest.newBuilder(URI.create(u)).POST(BodyPublishers
 *   .ofString(x))`, `Request.Builder().url(u).post(x.toRequestBody())`), read at the chain;
 * - Apache HttpClient request objects (`HttpPost(u)`, `setEntity(StringEntity(x))`, `execute(post)`).
 * Headers that authenticate are the request's credentials; everything else sent is data.
 */

const AUTH_HEADER = /authorization|token|api[-_]?key|cookie|auth|session|secret/i;
export function jvmRequests(st: LibState): void {
  scopes(st);
  connections(st);
  connectionSettings(st);
  writes(st, st.streams, st.sent);
  responses(st, st.sent);
  builders(st);
  apache(st);
}

function assigned(s: string): string | undefined {
  return /^(?:(?:val|var|def|final)\s+|[A-Z][\w<>[\].?]{0,60}\s+)?([A-Za-z_]\w{0,63})\s*(?::\s*[\w<>[\].?]{1,60}\s*)?=(?!=)/.exec(
    s,
  )?.[1];
}

function connections(st: LibState): void {
  const s = st.stmt.text;
  const name = assigned(s);
  const open = /\.\s*openConnection\s*\(/.exec(s);
  if (!name || !open) return;
  const receiver = receiverBefore(s, open.index);
  if (st.requests.size < 64)
    st.requests.set(name, { url: st.text(receiver), method: 'GET', data: [], credentials: [] });
}

/**
 * Kotlin's scope functions on a connection (`with(conn) {`, `(URL(u).openConnection() as
 * HttpURLConnection).apply {`): inside, its members are written bare (`requestMethod = "POST"`,
 * `outputStream.write(x)`), read below as members of the connection named `this`.
 */
const THIS = 'this';

function scopes(st: LibState): void {
  const s = st.stmt.text.trim();
  const w = /^with\s*\(\s*([A-Za-z_]\w{0,63})\s*\)$/.exec(s);
  const scoped = w ? w[1]! : /^\(?([\s\S]{1,600}?)\)?\s*\.\s*(?:apply|run|also|let)$/.exec(s)?.[1];
  if (scoped === undefined) return;
  const known = st.requests.get(scoped.trim());
  if (known) {
    st.requests.set(THIS, known);
    st.sent.delete(THIS);
    return;
  }
  const open = /\.\s*openConnection\s*\(/.exec(scoped);
  if (!open) return;
  const url = st.text(receiverBefore(scoped, open.index));
  st.requests.set(THIS, { url, method: 'GET', data: [], credentials: [] });
  st.sent.delete(THIS);
}

function connectionSettings(st: LibState): void {
  const s = st.stmt.text;
  const method =
    /^(?:([A-Za-z_]\w{0,63})\.)?requestMethod\s*=\s*["'](\w{1,10})["']/.exec(s) ??
    /^(?:([A-Za-z_]\w{0,63})\.)?setRequestMethod\s*\(\s*["'](\w{1,10})["']/.exec(s);
  const r = method ? st.requests.get(method[1] ?? THIS) : undefined;
  if (method && r) r.method = method[2]!.toUpperCase();
  const header =
    /^(?:([A-Za-z_]\w{0,63})\.)?(?:setRequestProperty|addRequestProperty)\s*\(\s*(["'][^"']{0,80}["'])\s*,\s*([\s\S]*)\)\s*$/.exec(
      s,
    );
  const h = header ? st.requests.get(header[1] ?? THIS) : undefined;
  if (header && h) (AUTH_HEADER.test(header[2]!) ? h.credentials : h.data).push(st.exprValue(header[3]!));
}

const STREAM_OF = /(?:\b([A-Za-z_]\w{0,63})\s*\.\s*|(?<![\w.]))(?:outputStream\b|getOutputStream\s*\(\s*\))/;
const WRITE_CALL = /(?:\.\s*(?:write|writeBytes|writeUTF|print|println|append)\s*\(|<<\s*)/g;

function writes(st: LibState, streams: Map<string, string>, sent: Set<string>): void {
  const s = st.stmt.text;
  const own = STREAM_OF.exec(s);
  const conn = own && st.requests.has(own[1] ?? THIS) ? (own[1] ?? THIS) : undefined;
  if (conn) {
    const after = own!.index + own![0].length;
    WRITE_CALL.lastIndex = after;
    const w = WRITE_CALL.exec(s);
    if (w) {
      send(st, conn, dataOf(st, w), w.index, sent);
      return;
    }
    // The stream kept for later statements: by name, or as a block's `it`.
    const name =
      /(?:^|[(\s])(?:[A-Z][\w<>[\].]{0,60}\s+|val\s+|var\s+|def\s+)?([A-Za-z_]\w{0,63})\s*=[^=]/.exec(s)?.[1];
    if (streams.size < 32) {
      if (name && name !== conn) streams.set(name, conn);
      if (/\.\s*(?:use|withWriter|withOutputStream|withPrintWriter|apply|run|let)\s*$/.test(s))
        streams.set('it', conn);
    }
    return;
  }
  const m =
    /^([A-Za-z_]\w{0,63})\s*\.\s*(?:write|writeBytes|writeUTF|print|println|append)\s*\(/.exec(s) ??
    /^([A-Za-z_]\w{0,63})\s*<<\s*/.exec(s);
  const target = m ? streams.get(m[1]!) : undefined;
  if (m && target) {
    WRITE_CALL.lastIndex = m[1]!.length;
    const w = WRITE_CALL.exec(s);
    if (w) send(st, target, dataOf(st, w), w.index, sent);
  }
}

/** The value a write call (or `<<`) puts on the stream. */
function dataOf(st: LibState, w: RegExpExecArray): Value {
  const s = st.stmt.text;
  if (w[0].trim() === '<<') {
    // The block's closing braces and blanks after the value (a loop, not `/[\s}]+$/`: quadratic on long runs).
    let end = s.length;
    while (end > w.index + w[0].length && /[\s}]/.test(s[end - 1]!)) end--;
    const rest = s.slice(w.index + w[0].length, end);
    const at = w.index + w[0].length;
    return st.valueIn(at, at + rest.length);
  }
  const arg = splitTop(argsAt(s, w.index + w[0].length - 1).text)[0] ?? '';
  return st.exprValue(arg, w.index);
}

function send(st: LibState, conn: string, data: Value, at: number, sent: Set<string>): void {
  const r = st.requests.get(conn)!;
  sent.add(conn);
  const end = st.stmt.text.length;
  st.request(
    'HttpURLConnection',
    r.method === 'GET' ? 'POST' : r.method,
    r.url,
    [...r.data, data],
    r.credentials,
    {
      start: at,
      end,
    },
  );
}

function responses(st: LibState, sent: Set<string>): void {
  const s = st.stmt.text;
  for (const m of upTo(
    s.matchAll(
      /\b([A-Za-z_]\w{0,63})\s*\.\s*(?:inputStream|getInputStream\s*\(\s*\)|responseCode|getResponseCode\s*\(\s*\)|connect\s*\(\s*\)|content|getContent\s*\(\s*\)|text)\b|(?<![\w.])(?:inputStream|getInputStream\s*\(\s*\)|responseCode|getResponseCode\s*\(\s*\)|connect\s*\(\s*\))/g,
    ),
    4,
  )) {
    const conn = m[1] ?? THIS;
    const r = st.requests.get(conn);
    if (!r || sent.has(conn)) continue;
    sent.add(conn);
    const end = m.index + m[0].length;
    st.addSpan(
      m.index,
      end,
      st.request('HttpURLConnection', r.method, r.url, r.data, r.credentials, { start: m.index, end }),
    );
  }
}

/** `java.net.http` and OkHttp request builders, read where the chain is written. */
function builders(st: LibState): void {
  const s = st.stmt.text;
  const jdk = /\bHttpRequest\s*\.\s*newBuilder\s*\(/.exec(s);
  const ok = /\bRequest\s*\.\s*Builder\s*\(\s*\)/.exec(s);
  const head = jdk ?? ok;
  if (!head) return;
  const tail = s.slice(head.index);
  const inner = jdk ? argsAt(s, head.index + head[0].length - 1).text : '';
  const urlExpr = inner.trim() || callArg(tail, jdk ? 'uri' : 'url');
  if (!urlExpr) return;
  const url = st.text(urlExpr);
  const data: Value[] = [];
  const credentials: Value[] = [];
  let method = 'GET';
  for (const c of upTo(
    tail.matchAll(/\.\s*(POST|PUT|PATCH|post|put|patch|method|header|setHeader|addHeader)\s*\(/g),
    16,
  )) {
    const args = splitTop(argsAt(tail, c.index + c[0].length - 1).text);
    const verb = c[1]!;
    if (/^(?:header|setHeader|addHeader)$/.test(verb)) {
      const v = st.exprValue(args[1] ?? '', head.index + c.index);
      (AUTH_HEADER.test(args[0] ?? '') ? credentials : data).push(v);
      continue;
    }
    method = verb === 'method' ? st.text(args[0] ?? '').text.toUpperCase() || 'POST' : verb.toUpperCase();
    const body = verb === 'method' ? args[1] : args[0];
    if (body && !/noBody\s*\(\s*\)/.test(body)) data.push(bodyOf(st, body, head.index + c.index));
  }
  const at = { start: head.index, end: s.length };
  st.addSpan(
    head.index,
    s.length,
    st.request(jdk ? 'java.net.http' : 'OkHttp', method, url, data, credentials, at),
  );
}

/** The argument of `.name(…)` in a chain, when there is one. */
function callArg(tail: string, name: string): string | undefined {
  const m = new RegExp(`\\.\\s*${name}\\s*\\(`).exec(tail);
  return m ? splitTop(argsAt(tail, m.index + m[0].length - 1).text)[0] : undefined;
}

/** A body publisher or request body: `BodyPublishers.ofFile(p)` reads the file; the rest carry their value. */
function bodyOf(st: LibState, body: string, from: number): Value {
  const file = /\bBodyPublishers\s*\.\s*ofFile\s*\(([\s\S]*)\)$/.exec(body.trim());
  if (file) return st.readFile(file[1]!, from, from + body.length);
  return st.exprValue(body, from);
}

/** Apache HttpClient: `HttpPost(u)` by name, its entity and headers, sent by `execute(post)`. */
function apache(st: LibState): void {
  const s = st.stmt.text;
  const name = assigned(s);
  const made = /\b(?:new\s+)?Http(Post|Put|Patch|Get)\s*\(/.exec(s);
  if (made && name && st.requests.size < 64) {
    const url = st.text(splitTop(argsAt(s, made.index + made[0].length - 1).text)[0] ?? '');
    st.requests.set(name, { url, method: made[1]!.toUpperCase(), data: [], credentials: [] });
  }
  const entity =
    /^([A-Za-z_]\w{0,63})\s*\.\s*setEntity\s*\(([\s\S]*)\)\s*$/.exec(s) ??
    /^([A-Za-z_]\w{0,63})\s*\.\s*entity\s*=\s*([\s\S]*)$/.exec(s);
  const r = entity ? st.requests.get(entity[1]!) : undefined;
  if (entity && r) r.data.push(st.exprValue(entity[2]!));
  const header =
    /^([A-Za-z_]\w{0,63})\s*\.\s*(?:setHeader|addHeader)\s*\(\s*(["'][^"']{0,80}["'])\s*,\s*([\s\S]*)\)\s*$/.exec(
      s,
    );
  const h = header ? st.requests.get(header[1]!) : undefined;
  if (header && h && !/openConnection/.test(s))
    (AUTH_HEADER.test(header[2]!) ? h.credentials : h.data).push(st.exprValue(header[3]!));
  for (const m of upTo(s.matchAll(/\.\s*execute\s*\(\s*([A-Za-z_]\w{0,63})\s*[,)]/g), 4)) {
    const req = st.requests.get(m[1]!);
    if (!req) continue;
    const end = m.index + m[0].length;
    st.addSpan(
      m.index,
      end,
      st.request('HttpClient.execute', req.method, req.url, req.data, req.credentials, {
        start: m.index,
        end,
      }),
    );
  }
}
