import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';

/**
 * What code run inside a browser page can reach (rules/remote-code-execution.md, "Run in the browser"):
 * the page and whatever the browser carries, not the user's files. A browser given the user's state —
 * a profile folder (`userDataDir`, `--user-data-dir`, `launchPersistentContext`), saved sign-ins
 * (`storageState`), cookies added to it, or the user's own running browser reached over the DevTools
 * protocol (`connectOverCDP`, `puppeteer.connect`, `debuggerAddress`) — hands the fetched script the
 * user's signed-in sessions: **high** at most. A browser launched fresh holds only what the script loads
 * into it: **medium** at most.
 */

/** Sink names of the page-script analyzers (src/analysis/code/{javascript,python}/page-scripts.ts). */
export const IN_PAGE =
  /^(?:addInitScript|evaluateOnNewDocument|addScriptTag|evaluate|evaluateHandle|executeScript|executeAsyncScript|execute_script|execute_async_script|add_init_script|add_script_tag|evaluate_handle|Page\.addScriptToEvaluateOnNewDocument|Runtime\.evaluate|Runtime\.compileScript)$/;

const USER_STATE =
  /\b(?:storageState|storage_state|userDataDir|user_data_dir|user-data-dir|launchPersistentContext|launch_persistent_context|addCookies|add_cookies|setCookie|add_cookie|connectOverCDP|connect_over_cdp|browserURL|browserWSEndpoint|debuggerAddress|debugger_address)\b|\b(?:puppeteer|chromium|firefox|webkit)\.connect\b/;

/** The ceiling of a page-script run in `path`, or undefined for any other sink. */
export async function pageScriptCap(
  ctx: RuleContext,
  path: string,
  via: string,
): Promise<Severity | undefined> {
  if (!IN_PAGE.test(via)) return undefined;
  const file = await ctx.model.files.text(path);
  return file && USER_STATE.test(file.text.slice(0, 500_000)) ? 'high' : 'medium';
}

/** The message's account of what the page script reaches. */
export function pageScriptReach(cap: Severity): string {
  return cap === 'high'
    ? "whatever the server sends at that moment runs inside the pages the browser opens, with the user's cookies and signed-in sessions it is given"
    : "whatever the server sends at that moment runs inside the pages the browser opens (a browser launched fresh: the pages and what the script loads into them, not the user's files or sessions)";
}
