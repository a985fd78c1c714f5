import type { Node } from 'web-tree-sitter';
import { normalizeHome, secretOf } from '../../paths.js';
import { isBrowserProfileDir } from '../../store-readers.js';
import { literal } from '../values.js';
import type { Ctx } from './context.js';
import { data, type JsVal, ph, propOf, ref, toValue } from './jsval.js';
import type { Handler } from './support.js';

/**
 * A browser driven on the user's own profile: Playwright's `launchPersistentContext(dir)` and Puppeteer's
 * `launch({ userDataDir })` (or `--user-data-dir=`) on the user's Chrome, Edge, Brave or Firefox profile
 * folder, or on a copy of it made by the same code (`cp(profile, tmp)`, the usual way round Chrome's refusal
 * to automate its default folder). Such a context holds every site the user is signed in to, so its
 * `cookies()` and `storageState()` read the browser's cookie store as surely as a query of its `Cookies`
 * database; a context on a fresh folder (`mkdtemp`, a project's `.auth/`) holds only what the automation
 * signed in to, and stays quiet.
 */

const CONTEXT = 'browser-profile.context';
const BROWSER = 'browser-profile.browser';
const PAGE = 'browser-profile.page';

/** The profile a folder is, or a copy of one this unit made (the copy's folder or a parent of it). */
function profileOf(ix: Ctx, dir: JsVal | undefined): boolean {
  const text = normalizeHome(toValue(dir).text);
  if (text.length < 3) return false;
  if (isBrowserProfileDir(text)) return true;
  for (const copy of ix.profileCopies) if (copy === text || copy.startsWith(`${text}/`)) return true;
  return false;
}

/**
 * Remembers the destination of a copy whose source is a browser profile folder or one of its stores
 * (called by fs.ts's copier), so a browser launched on that copy is launched on the profile.
 */
export function noteProfileCopy(ix: Ctx, from: JsVal | undefined, to: JsVal | undefined): void {
  const src = normalizeHome(toValue(from).text);
  const dst = normalizeHome(toValue(to).text);
  if (dst.length < 3 || ix.profileCopies.size >= 16) return;
  const cls = secretOf(src)?.cls;
  if (isBrowserProfileDir(src) || cls === 'browser-data' || cls === 'app-session') ix.profileCopies.add(dst);
}

/** The launch on a profile: its context (kept as a named value while the code holds it directly). */
function launched(ix: Ctx, name: string): JsVal {
  ix.profileLaunched = true;
  return ref(name);
}

const launchPersistent: Handler = (ix, args) =>
  profileOf(ix, args.vals[0]) ? launched(ix, CONTEXT) : undefined;

/** Puppeteer: `userDataDir` of the options, or a `--user-data-dir=` argument. */
const puppeteerLaunch: Handler = (ix, args) => {
  const opts = args.vals[0];
  if (profileOf(ix, propOf(opts, 'userDataDir'))) return launched(ix, BROWSER);
  const flag = /--user-data-dir=([^,\n]{1,300})/.exec(toValue(propOf(opts, 'args')).text)?.[1];
  return flag !== undefined && profileOf(ix, data(literal(flag))) ? launched(ix, BROWSER) : undefined;
};

const cookiesOfProfile =
  (what: string): Handler =>
  (ix, _args, node) => {
    const target = literal(`${what} of a browser launched on the user's profile`);
    ix.emit({ kind: 'read', target, secret: 'browser-data' }, node);
    return data({ text: ph('profile cookies'), literal: false, taints: ['secret'], secret: 'browser-data' });
  };

const PLAYWRIGHT_MODULES = [
  'playwright',
  '@playwright/test',
  'playwright-core',
  'patchright',
  'playwright-extra',
];

export const BROWSER_PROFILE_HANDLERS: Record<string, Handler> = Object.fromEntries([
  ...PLAYWRIGHT_MODULES.flatMap((m) =>
    ['chromium', 'firefox', 'webkit'].flatMap((b) => [
      [`${m}.${b}.launchPersistentContext`, launchPersistent],
      [`${m}.default.${b}.launchPersistentContext`, launchPersistent],
    ]),
  ),
  ...['puppeteer', 'puppeteer-core', 'puppeteer-extra'].flatMap((m) => [
    [`${m}.launch`, puppeteerLaunch],
    [`${m}.default.launch`, puppeteerLaunch],
  ]),
  [`${CONTEXT}.newPage`, () => ref(PAGE)],
  [`${BROWSER}.newPage`, () => ref(PAGE)],
  [`${BROWSER}.defaultBrowserContext`, () => ref(CONTEXT)],
  [`${PAGE}.context`, () => ref(CONTEXT)],
  [`${CONTEXT}.cookies`, cookiesOfProfile('cookies()')],
  [`${CONTEXT}.storageState`, cookiesOfProfile('storageState()')],
  [`${BROWSER}.cookies`, cookiesOfProfile('cookies()')],
  [`${PAGE}.cookies`, cookiesOfProfile('cookies()')],
]);

/**
 * `context.cookies()` / `storageState()` on a value the code passed around (a context returned in an object
 * from one of two launch branches, handed to a helper): once this unit launched a browser on the user's
 * profile, these calls read that profile's cookies.
 */
export function profileContextMethod(ix: Ctx, prop: string, node: Node): JsVal | undefined {
  if (!ix.profileLaunched || (prop !== 'cookies' && prop !== 'storageState')) return undefined;
  return cookiesOfProfile(`${prop}()`)(ix, { vals: [], nodes: [] }, node, prop);
}
