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
    pathArg?: {
        index: number;
        kw?: string;
    };
}
export declare const STORE_READERS: readonly StoreReader[];
/** The readers of one language, by `module.call` (Python dotted, npm `pkg.fn`, Go `path.Fn`, Rust `crate::fn`). */
export declare function readersOf(lang: ReaderLang, sep?: string): Map<string, StoreReader>;
/** Whether a normalised path (src/analysis/paths.ts `normalizeHome`) is a user's browser profile folder. */
export declare function isBrowserProfileDir(path: string): boolean;
