import type { SecretClass } from './facts-values.js';

/**
 * Libraries whose job is to read another application's credential store, so a call reads that store
 * although the script names no path: the companion of the path table (src/analysis/secret-patterns.ts),
 * used by each language's analyzer (python/, javascript/, go/ secret stores; Rust in scripting/). A
 * browser-cookie library decrypts the user's logins of every site it is not told to leave out (the
 * browser's own key: macOS keychain "Chrome Safe Storage", DPAPI, libsecret), whichever browser, profile or
 * Electron app (Slack, Discord) it is pointed at. A library that only parses a cookie file the user
 * exported (`http.cookiejar.MozillaCookieJar(path)`, `tough-cookie`) is no reader: the path decides.
 */

export type ReaderLang = 'python' | 'javascript' | 'go' | 'rust';

export interface StoreReader {
  lang: ReaderLang;
  /** The module as the language imports it (Python dotted module, npm package, Go import path, crate). */
  module: string;
  /** Its functions that read the store. */
  calls: readonly string[];
  secret: SecretClass;
  /** What the call takes, for findings: "every installed browser's cookies". */
  what: string;
  /**
   * The argument that names the store file the library opens instead of the browser's default (pycookiecheat
   * `cookie_file=`, browser_cookie3 `cookie_file=`, rookiepy `chromium_based(db_path)`): when it names a
   * store of the path table (a Slack desktop app's `Cookies`), that store is the one read.
   */
  pathArg?: { index: number; kw?: string };
}

/** Browsers a reader library offers one function each for (browser_cookie3, rookiepy, rookie). */
const BROWSER_FNS = [
  'chrome',
  'chromium',
  'firefox',
  'librewolf',
  'opera',
  'opera_gx',
  'edge',
  'brave',
  'vivaldi',
  'safari',
  'arc',
  'zen',
  'internet_explorer',
  'octo_browser',
] as const;

const EVERY = "every installed browser's cookies";
const ONE = "a browser's cookies";

export const STORE_READERS: readonly StoreReader[] = [
  // browser_cookie3 (and its predecessor browsercookie): `load()` merges every supported browser's jar,
  // unfiltered unless `domain_name` is given; `chrome(cookie_file=…, domain_name=…)` one browser's.
  { lang: 'python', module: 'browser_cookie3', calls: ['load'], secret: 'browser-data', what: EVERY },
  {
    lang: 'python',
    module: 'browser_cookie3',
    calls: [...BROWSER_FNS, 'lynx', 'w3m'],
    secret: 'browser-data',
    what: ONE,
    pathArg: { index: 0, kw: 'cookie_file' },
  },
  { lang: 'python', module: 'browsercookie', calls: ['load'], secret: 'browser-data', what: EVERY },
  {
    lang: 'python',
    module: 'browsercookie',
    calls: ['chrome', 'firefox'],
    secret: 'browser-data',
    what: ONE,
  },
  // pycookiecheat decrypts the Chromium cookie database it is given (a browser's or an Electron app's).
  {
    lang: 'python',
    module: 'pycookiecheat',
    calls: ['chrome_cookies', 'get_cookies'],
    secret: 'browser-data',
    what: ONE,
    pathArg: { index: 1, kw: 'cookie_file' },
  },
  { lang: 'python', module: 'pycookiecheat', calls: ['firefox_cookies'], secret: 'browser-data', what: ONE },
  { lang: 'python', module: 'rookiepy', calls: ['load'], secret: 'browser-data', what: EVERY },
  { lang: 'python', module: 'rookiepy', calls: BROWSER_FNS, secret: 'browser-data', what: ONE },
  {
    lang: 'python',
    module: 'rookiepy',
    calls: ['chromium_based', 'firefox_based', 'any_browser'],
    secret: 'browser-data',
    what: ONE,
    pathArg: { index: 0, kw: 'db_path' },
  },
  // yt-dlp's own extractor, the code behind `--cookies-from-browser` (lib: `cookiesfrombrowser` option).
  {
    lang: 'python',
    module: 'yt_dlp.cookies',
    calls: ['extract_cookies_from_browser'],
    secret: 'browser-data',
    what: ONE,
  },
  {
    lang: 'javascript',
    module: 'chrome-cookies-secure',
    calls: ['getCookies', 'getCookiesPromised'],
    secret: 'browser-data',
    what: ONE,
  },
  {
    lang: 'javascript',
    module: '@steipete/sweet-cookie',
    calls: ['getCookies'],
    secret: 'browser-data',
    what: ONE,
  },
  // kooky: `ReadCookies`/`TraverseCookies` walk every cookie store it finds (every browser, every profile).
  ...['github.com/browserutils/kooky', 'github.com/zellyn/kooky'].map(
    (module): StoreReader => ({
      lang: 'go',
      module,
      calls: ['ReadCookies', 'TraverseCookies', 'AllCookies', 'FindAllCookieStores'],
      secret: 'browser-data',
      what: EVERY,
    }),
  ),
  ...['chrome', 'firefox', 'edge', 'brave', 'chromium', 'opera', 'safari', 'vivaldi'].flatMap((b) =>
    ['github.com/browserutils/kooky', 'github.com/zellyn/kooky'].map(
      (root): StoreReader => ({
        lang: 'go',
        module: `${root}/browser/${b}`,
        calls: ['ReadCookies', 'TraverseCookies', 'CookieStore'],
        secret: 'browser-data',
        what: ONE,
        pathArg: { index: 1 },
      }),
    ),
  ),
  {
    lang: 'go',
    module: 'github.com/steipete/sweetcookie',
    calls: ['Get'],
    secret: 'browser-data',
    what: ONE,
  },
  { lang: 'rust', module: 'rookie', calls: ['load'], secret: 'browser-data', what: EVERY },
  {
    lang: 'rust',
    module: 'rookie',
    calls: [...BROWSER_FNS, 'chromium_based', 'firefox_based', 'any_browser'],
    secret: 'browser-data',
    what: ONE,
  },
];

/** The readers of one language, by `module.call` (Python dotted, npm `pkg.fn`, Go `path.Fn`, Rust `crate::fn`). */
export function readersOf(lang: ReaderLang, sep = '.'): Map<string, StoreReader> {
  const out = new Map<string, StoreReader>();
  for (const r of STORE_READERS) {
    if (r.lang !== lang) continue;
    for (const c of r.calls) out.set(`${r.module}${sep}${c}`, r);
  }
  return out;
}

/**
 * A browser's user-data folder or one profile in it, as Playwright's `launchPersistentContext(dir)`,
 * Puppeteer's `userDataDir`, Selenium's `--user-data-dir=` or a folder copy take it: Chrome's
 * `~/Library/Application Support/Google/Chrome`, `~/.config/google-chrome`, `%LOCALAPPDATA%/Google/Chrome/User
 * Data`, Edge's, Brave's, Chromium's, Vivaldi's, Arc's, and Firefox's (`~/.mozilla/firefox`) — optionally one
 * profile (`Default`, `Profile 2`, `abcd1234.default-release`). Only where the browser itself keeps it: the
 * user's configuration folder (`~/.config`, `~/Library/Application Support`, `AppData/Local` or `Roaming`,
 * `%LOCALAPPDATA%`); a tool's own `~/.cache/tool/chromium` or a project's `./chromium-profile` is a profile
 * the automation made.
 */
const PROFILE_DIR =
  /^(?:~\/(?:\.config|Library\/Application Support|AppData\/(?:Local|Roaming))|\$\{?(?:env:)?(?:LOCALAPPDATA|APPDATA|XDG_CONFIG_HOME)\}?|%(?:LOCALAPPDATA|APPDATA)%|[A-Za-z]:\/Users\/[^/]{1,64}\/AppData\/(?:Local|Roaming))\/(?:Google\/Chrome(?: Beta| Canary| Dev| SxS)?|google-chrome(?:-beta|-unstable|-canary)?|Chromium|chromium|BraveSoftware\/Brave-Browser(?:-Beta|-Nightly)?|Microsoft\/Edge(?: Beta| Dev)?|microsoft-edge(?:-beta|-dev)?|Vivaldi|vivaldi|Arc|Firefox|Mozilla\/Firefox)(?:\/User Data)?(?:\/Profiles)?(?:\/(?:Default|Profile \d{1,3}|[\w-]{1,40}\.default(?:-release|-esr)?|\$\{[^}/]{1,60}\}))?\/?$|^~\/\.mozilla\/firefox(?:\/[\w-]{1,40}\.default(?:-release|-esr)?|\/\$\{[^}/]{1,60}\})?\/?$/;

/** Whether a normalised path (src/analysis/paths.ts `normalizeHome`) is a user's browser profile folder. */
export function isBrowserProfileDir(path: string): boolean {
  return PROFILE_DIR.test(path.slice(0, 400).replace(/\\/g, '/'));
}
