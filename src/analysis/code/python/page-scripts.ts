import { endpointOf } from '../../hosts.js';
import { tainted } from '../../values.js';
import { arg } from './call-values.js';
import type { Call, Ctx } from './context.js';
import { derive, isTainted, knownText, type PV, slot } from './pv.js';

/**
 * Browser automation methods that run their argument as JavaScript inside the pages a browser opens, with
 * their cookies and sessions (rules/remote-code-execution.md, "Run in the browser"; the JavaScript side is
 * ../javascript/page-scripts.ts): Selenium's `execute_script`/`execute_async_script` and
 * `execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": …})`, Playwright's
 * `add_init_script(script=…)`, `evaluate`, `evaluate_handle` and `add_script_tag(content=…|url=…)`,
 * pyppeteer's `evaluateOnNewDocument`. Only text from the network (or a decoder) is reported: the page
 * runs whatever the server sent.
 */

const PAGE_SCRIPT_METHODS: Readonly<Record<string, string>> = {
  execute_script: 'script',
  execute_async_script: 'script',
  add_init_script: 'script',
  evaluate: 'expression',
  evaluate_handle: 'expression',
  add_script_tag: 'content',
  evaluateOnNewDocument: 'pageFunction',
};

/** DevTools protocol methods whose parameter is code the page runs, and that parameter. */
const CDP_CODE: Readonly<Record<string, string>> = {
  'Page.addScriptToEvaluateOnNewDocument': 'source',
  'Runtime.evaluate': 'expression',
};

function pageCode(call: Call, method: string): { code: PV; url?: boolean } | undefined {
  if (method === 'execute_cdp_cmd' || method === 'send') {
    const key = CDP_CODE[knownText(call.args[0]) ?? ''];
    const params = arg(call, 1, 'cmd_args') ?? arg(call, 1, 'params');
    const code = key ? params?.entries?.get(key) : undefined;
    return code ? { code } : undefined;
  }
  const kw = PAGE_SCRIPT_METHODS[method];
  if (kw === undefined) return undefined;
  const code = arg(call, 0, kw);
  if (code) return { code };
  const url = method === 'add_script_tag' ? call.kwargs.get('url') : undefined;
  return url ? { code: url, url: true } : undefined;
}

/** `driver.execute_script(requests.get(u).text)` and the like: an execute of downloaded code. */
export function pageScriptCall(ctx: Ctx, call: Call, method: string): PV | undefined {
  const found = pageCode(call, method);
  if (!found) return undefined;
  let code = found.code;
  if (found.url) {
    const url = knownText(code);
    if (url === undefined || !/^https?:\/\//i.test(url)) return undefined;
    code = { v: tainted(code.v, 'download', { from: url }) };
  } else if (!isTainted(code, 'download') && !isTainted(code, 'decoded')) return undefined;
  const from = code.v.taints.includes('download') ? code.v.from : undefined;
  const endpoint = from ? endpointOf(from, ctx.unit.hosts) : undefined;
  const via =
    method === 'execute_cdp_cmd' || method === 'send' ? (knownText(call.args[0]) ?? method) : method;
  ctx.emit({ kind: 'execute', via, code: code.v, ...(endpoint ? { endpoint } : {}) }, call.node);
  return derive(slot('result'), [code]);
}
