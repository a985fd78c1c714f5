import type { Endpoint, HostClass } from './facts.js';
/**
 * The one host classification every analyzer and rule uses (docs/facts.md). Matching is on the exact
 * host (and a path prefix for installers), never on a substring of the URL: `sh.rustup.rs.evil.net` is
 * `other`, not a vendor installer.
 */
/** The host of a URL or `host/path` string, lower-cased, without credentials or port. */
export declare function hostOf(url: string): string;
/**
 * Vendors' documented installers: host plus path prefix. `curl … | sh` from these is what the vendor
 * tells users to run; rules show it at reduced severity, and `rules.<id>.options.trustedInstallers`
 * extends the list (configuration, not code).
 */
export declare const VENDOR_INSTALLERS: readonly string[];
export interface ClassifyOptions {
    /** Extra installer prefixes (`host/path`) from configuration. */
    trustedInstallers?: readonly string[];
}
/** Classifies a URL or host. Anything not recognisable as a host (a variable, `$URL`) is `unknown`. */
export declare function classifyHost(urlOrHost: string, opts?: ClassifyOptions): HostClass;
export declare function endpointOf(url: string | undefined, opts?: ClassifyOptions): Endpoint;
/** Looks like a URL (scheme) or a `host.tld/path` a downloader would accept. */
export declare function looksLikeUrl(s: string): boolean;
/** Hosts whose data leaves the user's machine for someone else (everything but local). */
export declare function isRemote(cls: HostClass): boolean;
