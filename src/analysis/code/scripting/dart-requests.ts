import { argsAt, splitTop } from './expr.js';
import type { LibState } from './lib-values.js';
import { upTo } from './model.js';

/**
 * Dart requests, read with the JVM statements (jvm-flow.ts): a `dart:io` `HttpClient` request opened with
 * `postUrl`/`putUrl`/`patchUrl`/`openUrl('POST', …)` and kept by name, so that a later `req.write(x)` or
 * `req.add(x)` sends `x` there (the stream writes of jvm-requests.ts); and `package:http` calls with a named
 * body (`http.post(uri, body: x)`, `client.put(uri, body: x)`), read at the call.
 */

const OPEN =
  /^(?:final\s+|var\s+|[A-Z]\w{0,40}\s+)?([A-Za-z_]\w{0,63})\s*=\s*(?:await\s+)?[A-Za-z_][\w.]{0,80}\.\s*(postUrl|putUrl|patchUrl|openUrl)\s*\(/;
const BODY_CALL = /(?:^|[\s(=])(?:await\s+)?([A-Za-z_]\w{0,40})\s*\.\s*(post|put|patch)\s*\(/g;

export function dartRequests(st: LibState): void {
  const s = st.stmt.text;
  const open = OPEN.exec(s);
  if (open) {
    const args = splitTop(argsAt(s, open[0].length - 1).text);
    const url = open[2] === 'openUrl' ? args[1] : args[0];
    const method = open[2] === 'openUrl' ? (/['"](\w{1,10})['"]/.exec(args[0] ?? '')?.[1] ?? 'GET') : 'POST';
    if (url && st.requests.size < 64 && st.streams.size < 32) {
      st.requests.set(open[1]!, {
        url: st.text(url),
        method: method.toUpperCase(),
        data: [],
        credentials: [],
      });
      st.streams.set(open[1]!, open[1]!);
    }
    return;
  }
  if (!/\bbody\s*:/.test(s)) return;
  for (const m of upTo(s.matchAll(BODY_CALL), 4)) {
    const a = argsAt(s, m.index + m[0].length - 1);
    const args = splitTop(a.text);
    const body = args.find((x) => /^body\s*:/.test(x));
    if (!args[0] || !body) continue;
    const expr = body.replace(/^body\s*:\s*/, '');
    const data = st.exprValue(expr, m.index);
    st.addSpan(
      m.index,
      a.end,
      st.request(`http.${m[2]}`, m[2]!.toUpperCase(), st.text(args[0]), [data], [], {
        start: m.index,
        end: a.end,
      }),
    );
  }
}
