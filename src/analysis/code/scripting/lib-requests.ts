import type { Value } from '../../facts.js';
import { argsAt, matching, splitTop } from './expr.js';
import type { LibState } from './lib-values.js';
import { upTo } from './model.js';

/**
 * Requests whose URL, method and body are spread over an option table, a context or a builder chain:
 * PHP stream contexts (`stream_context_create(['http' => ['method' => 'POST', 'content' => …]])` then
 * `file_get_contents($url, false, $ctx)`) and cURL handles (`CURLOPT_POSTFIELDS`, `curl_exec`); Lua
 * LuaSocket/LuaSec (`http.request(url[, body])`, `https.request{url=…, source=ltn12.source.string(x),
 * sink=ltn12.sink.table(t)}`); Go request objects (`http.NewRequest`, `req.Header.Set`, `client.Do`);
 * Rust builder chains (`client.post(u).header(…).body(x).send()`, `ureq::post(u).send_string(x)`).
 * Headers that authenticate are the request's credentials; everything else sent is data.
 */

const AUTH_HEADER = /authorization|token|api[-_]?key|cookie|auth|session|secret/i;

export function libRequests(st: LibState): void {
  if (st.libLang === 'php') php(st);
  else if (st.libLang === 'lua') lua(st);
  else if (st.libLang === 'go') go(st);
  else if (st.libLang === 'rust') rust(st);
}

/** `key => value` / `key = value` / `key: value` pairs of an option table, flattened one level deep. */
function options(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (t: string, depth: number) => {
    for (const item of splitTop(t).slice(0, 32)) {
      const kv = /^\[?\s*["']?([\w-]{1,40})["']?\s*\]?\s*(?:=>|=|:)\s*([\s\S]*)$/.exec(item);
      if (!kv) continue;
      const inner = /^(?:\[|array\(|\{)([\s\S]*)(?:\]|\)|\})$/.exec(kv[2]!.trim());
      if (inner && depth < 2 && /=>|=|:/.test(inner[1]!)) walk(inner[1]!, depth + 1);
      if (!out.has(kv[1]!.toLowerCase())) out.set(kv[1]!.toLowerCase(), kv[2]!.trim());
    }
  };
  walk(text, 0);
  return out;
}

function assignedName(s: string): string | undefined {
  return /^(?:local\s+|let\s+(?:mut\s+)?)?\$?([A-Za-z_]\w{0,63})\s*:?=(?!=)/.exec(s)?.[1];
}

function php(st: LibState): void {
  const s = st.stmt.text;
  const ctx = /\bstream_context_create\s*\(/.exec(s);
  const name = assignedName(s);
  if (ctx && name) {
    const opts = options(argsAt(s, ctx.index + ctx[0].length - 1).text.replace(/^\s*\[|\]\s*$/g, ''));
    const method = (opts.get('method') ?? '').replace(/["']/g, '').toUpperCase() || 'GET';
    const data = opts.get('content');
    const header = opts.get('header');
    st.requests.set(name, {
      url: st.text(''),
      method,
      data: data ? [st.exprValue(data)] : [],
      credentials: header && AUTH_HEADER.test(header) ? [st.exprValue(header)] : [],
    });
  }
  for (const m of upTo(s.matchAll(/(?<![\w$>])(?:file_get_contents|fopen)\s*\(/g), 4)) {
    const a = argsAt(s, m.index + m[0].length - 1);
    const args = splitTop(a.text);
    const req = args[2] ? st.requests.get(args[2].replace(/^\$/, '')) : undefined;
    if (!req) continue;
    const url = st.text(args[0] ?? '');
    st.addSpan(
      m.index,
      a.end,
      st.request('stream context', req.method, url, req.data, req.credentials, {
        start: m.index,
        end: a.end,
      }),
    );
  }
  // cURL: `$ch = curl_init($url)`, `curl_setopt($ch, CURLOPT_POSTFIELDS, $x)`, `curl_exec($ch)`.
  const init = /\bcurl_init\s*\(/.exec(s);
  if (init && name) {
    const url = st.text(splitTop(argsAt(s, init.index + init[0].length - 1).text)[0] ?? '');
    st.requests.set(name, { url, method: 'GET', data: [], credentials: [] });
  }
  const opt = /\bcurl_setopt\s*\(\s*\$(\w{1,64})\s*,\s*(CURLOPT_\w{1,40})\s*,\s*([\s\S]*)\)\s*$/.exec(s);
  const r = opt ? st.requests.get(opt[1]!) : undefined;
  if (opt && r) {
    const v = st.exprValue(opt[3]!);
    if (opt[2] === 'CURLOPT_URL') r.url = st.text(opt[3]!);
    else if (opt[2] === 'CURLOPT_POSTFIELDS') r.data.push(v);
    else if (opt[2] === 'CURLOPT_POST' || opt[2] === 'CURLOPT_CUSTOMREQUEST') r.method = 'POST';
    else if (opt[2] === 'CURLOPT_HTTPHEADER') (AUTH_HEADER.test(opt[3]!) ? r.credentials : r.data).push(v);
  }
  const exec = /\bcurl_exec\s*\(\s*\$(\w{1,64})\s*\)/.exec(s);
  const e = exec ? st.requests.get(exec[1]!) : undefined;
  if (exec && e) {
    const end = exec.index + exec[0].length;
    st.addSpan(
      exec.index,
      end,
      st.request('curl_exec', e.method, e.url, e.data, e.credentials, { start: exec.index, end }),
    );
  }
}

/** Modules that make HTTP requests in Lua, by the names they are required into. */
const LUA_HTTP =
  /\brequire\s*\(?\s*["'](?:socket\.http|ssl\.https|http\.request|copas\.http|luasocket\.http)["']/;

function lua(st: LibState): void {
  const s = st.stmt.text;
  const name = assignedName(s);
  if (name && LUA_HTTP.test(s)) st.clients.set(name, st.text(''));
  for (const m of upTo(s.matchAll(/\b([A-Za-z_]\w{0,63})\.request\s*(?=[({])/g), 4)) {
    if (!st.clients.has(m[1]!) && !/^(?:http|https)$/.test(m[1]!)) continue;
    const from = m.index + m[0].length;
    const open = s.indexOf('{', from);
    const table = s[from] === '{' || /^\(\s*\{/.test(s.slice(from));
    if (!table) {
      const a = argsAt(s, from);
      const [u, body] = splitTop(a.text);
      const url = st.text(u ?? '');
      const data = body ? [st.exprValue(body)] : [];
      st.addSpan(
        m.index,
        a.end,
        st.request(`${m[1]}.request`, body ? 'POST' : 'GET', url, data, [], { start: m.index, end: a.end }),
      );
      continue;
    }
    const close = matching(s, open);
    const end = Math.min(s.length, close + 1);
    const inner = s.slice(open + 1, close);
    const opts = options(inner);
    const url = st.text(opts.get('url') ?? '');
    const source = /ltn12\.source\.string\s*\(([\s\S]*)\)$/.exec(opts.get('source') ?? '');
    const headers = opts.get('headers');
    const data = source ? [st.exprValue(source[1]!)] : [];
    const method = (opts.get('method') ?? '').replace(/["']/g, '').toUpperCase() || (source ? 'POST' : 'GET');
    const creds = headers && AUTH_HEADER.test(headers) ? [st.exprValue(headers)] : [];
    const response = st.request(`${m[1]}.request`, method, url, data, creds, { start: m.index, end });
    const sink = /ltn12\.sink\.table\s*\(\s*([A-Za-z_]\w{0,63})/.exec(opts.get('sink') ?? '');
    if (sink) st.env.set(sink[1]!, response);
    const file = /ltn12\.sink\.file\s*\(\s*io\.open\s*\(([^,)]{1,300})/.exec(opts.get('sink') ?? '');
    if (file) st.wrote(file[1]!, response);
  }
}

function go(st: LibState): void {
  const s = st.stmt.text;
  const name = assignedName(s.replace(/,\s*\w+\s*:=/, ' :='));
  const nr = /\bhttp\.NewRequest(?:WithContext)?\s*\(/.exec(s);
  if (nr && name) {
    const args = splitTop(argsAt(s, nr.index + nr[0].length - 1).text);
    const off = /WithContext/.test(nr[0]) ? 1 : 0;
    const method = (st.text(args[off] ?? '').text.replace(/^http\.Method/, '') || 'GET').toUpperCase();
    const body = args[off + 2];
    st.requests.set(name, {
      url: st.text(args[off + 1] ?? ''),
      method,
      data: body && body !== 'nil' ? [st.exprValue(body)] : [],
      credentials: [],
    });
  }
  const hdr = /^([A-Za-z_]\w{0,63})\.Header\.(?:Set|Add)\s*\(\s*("[^"]{0,80}")\s*,\s*([\s\S]*)\)$/.exec(s);
  const req = hdr ? st.requests.get(hdr[1]!) : undefined;
  if (hdr && req) (AUTH_HEADER.test(hdr[2]!) ? req.credentials : req.data).push(st.exprValue(hdr[3]!));
  const basic = /^([A-Za-z_]\w{0,63})\.SetBasicAuth\s*\(([\s\S]*)\)$/.exec(s);
  if (basic && st.requests.has(basic[1]!))
    st.requests.get(basic[1]!)!.credentials.push(st.exprValue(basic[2]!));
  for (const m of upTo(s.matchAll(/\.Do\s*\(\s*([A-Za-z_]\w{0,63})\s*\)/g), 4)) {
    const r = st.requests.get(m[1]!);
    if (!r) continue;
    const end = m.index + m[0].length;
    st.addSpan(
      m.index,
      end,
      st.request('http.Client.Do', r.method, r.url, r.data, r.credentials, { start: m.index, end }),
    );
  }
}

/** A request built in one chain: the verb call with its URL, then `.header`, `.body`/`.json`/`.send_*`. */
function rust(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(/(?:\b(?:ureq|attohttpc|minreq|surf)::|\.\s*)(post|put|patch)\s*\(/g), 4)) {
    const a = argsAt(s, m.index + m[0].length - 1);
    const url = st.text(splitTop(a.text)[0] ?? '');
    if (!/^https?:\/\/|^\$\{/.test(url.text)) continue;
    const tail = s.slice(a.end);
    const data: Value[] = [];
    const creds: Value[] = [];
    for (const c of upTo(
      tail.matchAll(
        /\.\s*(header|set|bearer_auth|basic_auth|body|json|form|send_string|send_json|send_bytes|send_form|send)\s*\(/g,
      ),
      16,
    )) {
      const inner = argsAt(tail, c.index + c[0].length - 1).text;
      if (inner.trim() === '') continue;
      const args = splitTop(inner);
      const v = st.exprValue(/^(?:header|set)$/.test(c[1]!) ? (args[1] ?? inner) : inner);
      if (/auth/.test(c[1]!) || (/^(?:header|set)$/.test(c[1]!) && AUTH_HEADER.test(args[0] ?? '')))
        creds.push(v);
      else data.push(v);
    }
    const end = s.length;
    st.addSpan(
      m.index,
      end,
      st.request(`${m[1]} request`, 'POST', url, data, creds, { start: m.index, end }),
    );
  }
}
