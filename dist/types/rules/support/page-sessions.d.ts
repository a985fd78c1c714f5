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
export declare const IN_PAGE: RegExp;
/** The ceiling of a page-script run in `path`, or undefined for any other sink. */
export declare function pageScriptCap(ctx: RuleContext, path: string, via: string): Promise<Severity | undefined>;
/** The message's account of what the page script reaches. */
export declare function pageScriptReach(cap: Severity): string;
