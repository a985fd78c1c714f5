import type { Node } from 'web-tree-sitter';
import { tainted } from '../values.js';
import type { Args, Ctx } from './context.js';
import { runCode } from './exec.js';
import { data, type JsVal, propOf, realTaints, staticText, toValue } from './jsval.js';

/**
 * Browser automation methods that run their argument as JavaScript inside the pages a browser opens, with
 * the pages' cookies and sessions (rules/remote-code-execution.md, "Run in the browser"): Playwright's
 * `addInitScript` (every page of the context, before its own scripts), `evaluate`/`evaluateHandle` and
 * `addScriptTag`, Puppeteer's `evaluateOnNewDocument`, WebDriver's `executeScript`/`executeAsyncScript`,
 * and the DevTools protocol's `Page.addScriptToEvaluateOnNewDocument`/`Runtime.evaluate` sent through a
 * session. The code is a string or a `{ content }`/`{ source }` object (a function is the script's own
 * code); `addScriptTag({ url })` makes the page fetch and run the address. Only text that came from the
 * network (or was decoded) is reported here: the page runs whatever the server sent.
 */

const PAGE_SCRIPT_METHODS = new Set([
  'addInitScript',
  'evaluateOnNewDocument',
  'addScriptTag',
  'evaluate',
  'evaluateHandle',
  'executeScript',
  'executeAsyncScript',
]);

/** DevTools protocol methods whose parameter is code the page runs, and that parameter. */
const CDP_CODE: Readonly<Record<string, string>> = {
  'Page.addScriptToEvaluateOnNewDocument': 'source',
  'Runtime.evaluate': 'expression',
  'Runtime.compileScript': 'expression',
};

/** The value a call hands the page as code, and how the page gets it. */
function pageCode(prop: string, args: Args): { code: JsVal; at: number; url?: boolean } | undefined {
  if (prop === 'send' || prop === 'execute_cdp_cmd') {
    const key = CDP_CODE[staticText(args.vals[0]) ?? ''];
    const code = key ? propOf(args.vals[1], key) : undefined;
    return code ? { code, at: 1 } : undefined;
  }
  if (!PAGE_SCRIPT_METHODS.has(prop)) return undefined;
  const first = args.vals[0];
  if (first?.k === 'data') return { code: first, at: 0 };
  const content = propOf(first, 'content') ?? propOf(first, 'source') ?? propOf(first, 'script');
  if (content) return { code: content, at: 0 };
  const url = prop === 'addScriptTag' ? propOf(first, 'url') : undefined;
  return url ? { code: url, at: 0, url: true } : undefined;
}

/** `page.addInitScript({ content: fetched })` and the like: an execute of downloaded code, or undefined. */
export function pageScriptCall(ix: Ctx, prop: string, args: Args, node: Node): JsVal | undefined {
  const found = pageCode(prop, args);
  if (!found) return undefined;
  const v = toValue(found.code);
  const via = prop === 'send' ? (staticText(args.vals[0]) ?? prop) : prop;
  if (found.url) {
    // The page requests the address and runs the script it gets.
    if (!/^https?:\/\//i.test(v.text)) return undefined;
    return runCode(ix, data(tainted(v, 'download', { from: v.text })), via, node, args.nodes[found.at]);
  }
  if (!realTaints(v).some((t) => t === 'download' || t === 'decoded')) return undefined;
  return runCode(ix, found.code, via, node, args.nodes[found.at]);
}
