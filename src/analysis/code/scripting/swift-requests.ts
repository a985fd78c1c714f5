import { argsAt, splitTop } from './expr.js';
import type { LibState } from './lib-values.js';
import { upTo } from './model.js';

/**
 * Swift requests, read with the JVM statements (jvm-flow.ts): a `URLRequest(url: u)` kept by name, its
 * `httpMethod`, `httpBody` and headers set in later statements (an `Authorization` header is the request's
 * credentials), and the task that sends it — `URLSession.shared.dataTask(with: req)`, `uploadTask(with: req,
 * from: body)`, the async `data(for:)`/`upload(for:from:)` — where the upload's `from:` is data too.
 */

const MADE = /^(?:var|let)\s+([A-Za-z_]\w{0,63})\s*=\s*(?:URLRequest|NSMutableURLRequest)\s*\(/;
const METHOD = /^([A-Za-z_]\w{0,63})\.httpMethod\s*=\s*"(\w{1,10})"/;
const BODY = /^([A-Za-z_]\w{0,63})\.httpBody\s*=\s*/;
const HEADER = /^([A-Za-z_]\w{0,63})\.(?:setValue|addValue)\s*\(/;
const TASK = /\.\s*(dataTask|uploadTask|data|upload)\s*\(\s*(?:with|for)\s*:\s*([A-Za-z_]\w{0,63})\b/g;
const AUTH = /authorization|token|api[-_]?key|cookie|auth|secret/i;

export function swiftRequests(st: LibState): void {
  const s = st.stmt.text;
  const made = MADE.exec(s);
  if (made) {
    const url = splitTop(argsAt(s, made[0].length - 1).text)[0];
    if (url && st.requests.size < 64)
      st.requests.set(made[1]!, { url: st.text(url), method: 'GET', data: [], credentials: [] });
    return;
  }
  const method = METHOD.exec(s);
  if (method) {
    const r = st.requests.get(method[1]!);
    if (r) r.method = method[2]!.toUpperCase();
    return;
  }
  const body = BODY.exec(s);
  if (body) {
    st.requests.get(body[1]!)?.data.push(st.valueIn(body[0].length, s.length));
    return;
  }
  const header = HEADER.exec(s);
  if (header) {
    const r = st.requests.get(header[1]!);
    const a = argsAt(s, header[0].length - 1);
    const [value, field] = splitTop(a.text);
    if (r && value && field) {
      (AUTH.test(field) ? r.credentials : r.data).push(st.exprValue(value, header[0].length));
    }
    return;
  }
  for (const m of upTo(s.matchAll(TASK), 4)) {
    const r = st.requests.get(m[2]!);
    if (!r) continue;
    const a = argsAt(s, m.index + m[0].indexOf('('));
    const from = splitTop(a.text).find((x) => /^from\s*:/.test(x));
    const data = [...r.data];
    if (from) {
      const expr = from.replace(/^from\s*:\s*/, '');
      data.push(st.exprValue(expr, m.index));
    }
    const upload = m[1] === 'uploadTask' || m[1] === 'upload';
    const verb = upload && r.method === 'GET' ? 'POST' : r.method;
    st.request(`URLSession.${m[1]}`, verb, r.url, data, r.credentials, { start: m.index, end: a.end });
  }
}
