import type { Endpoint, HostClass, Value } from './facts.js';
/**
 * The one host classification every analyzer and rule uses (docs/facts.md). Matching is on the exact
 * host (and a path prefix for installers), never on a substring of the URL: `sh.rustup.rs.evil.net` is
 * `other`, not a vendor installer.
 */
/**
 * The host of a URL or `host/path` string, lower-cased, without credentials or port. A command
 * substitution is one piece of the name however many words it holds (`$(azd env get-value NAME).x.net`):
 * the shell pastes its output there. The alternatives never match at the same place (a closed `$(…)`,
 * a `$` that starts none, anything else), so the repetition has one way to match a name.
 */
export declare function hostOf(url: string): string;
export declare function isMessageRelay(host: string | undefined): boolean;
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
/** Whether a clone or download URL names the reader's own repository by a template (TEMPLATE_REPO). */
export declare function templateRepository(url: string): boolean;
/** Classifies a URL or host. Anything not recognisable as a host (a variable, `$URL`) is `unknown`. */
export declare function classifyHost(urlOrHost: string, opts?: ClassifyOptions): HostClass;
/**
 * A host in the user's own network but not this machine (RFC 1918, link-local): `classifyHost` calls it
 * `local` like loopback, but a shell handed to it is handed to whoever holds that address on the LAN.
 */
export declare function isPrivateNetworkHost(host: string): boolean;
/**
 * A name only the user's own resolver answers: one label with no dot (`nessus`, `qradar`), found through the
 * search domain or `/etc/hosts`, as no public name resolves without a dot. `classifyHost` calls it
 * `unknown` (a write-up's stock names such as `ATTACKER` are placeholders); an outsider cannot be there,
 * as no one outside holds an RFC 1918 address.
 */
export declare function isPrivateNetworkName(host: string | undefined): boolean;
export declare function endpointOf(url: string | undefined, opts?: ClassifyOptions): Endpoint;
/** The literal domain after the data-carrying part of a name: `$(whoami).x.example.com` → `x.example.com`. */
export declare function domainAfter(text: string): string;
/**
 * The endpoint of a URL whose value the analyzer knows. Local data pasted into the host name reaches
 * the nameserver of the literal domain after it whatever the name resolves to (DNS exfiltration), so
 * that domain is classed, never a template slot.
 */
export declare function endpointOfValue(v: Value, opts?: ClassifyOptions): Endpoint;
/** The whole text is one http(s) URL (a value shipped as a default, a hook's input), whitespace aside. */
export declare function isHttpUrl(s: string): boolean;
/** Looks like a URL (scheme) or a `host.tld/path` a downloader would accept. */
export declare function looksLikeUrl(s: string): boolean;
/** Hosts whose data leaves the user's machine for someone else (everything but local). */
export declare function isRemote(cls: HostClass): boolean;
