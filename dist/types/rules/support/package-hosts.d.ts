/**
 * Where a package source points: the official registries and their mirrors (quiet), local and
 * placeholder hosts, raw IPs and everything else. Shared by supply-chain-redirect, authority-claim,
 * markdown-image-exfil and asked sends.
 */
/** Hosts that are the registries themselves or their documented mirrors: redirecting to them is not a redirect. */
export declare const OFFICIAL_HOSTS: string[];
export type HostClass = 'official' | 'local' | 'placeholder' | 'raw-ip' | 'other';
export declare function hostOf(url: string): string | undefined;
export declare function classifyHost(host: string | undefined): HostClass;
/**
 * Where a redirect sends installs. A GOPROXY value is a list (`https://proxy.golang.org,direct`, `|`
 * between entries that fall through on any error): each entry is judged and the least trusted one
 * counts; `direct` and `off` name no index. A list of official mirrors and keywords is no redirect.
 */
export declare function redirectTarget(target: string): {
    host?: string;
    hostClass: HostClass;
};
/**
 * The placeholder tenant of a URL on a hosted private-registry service (`my-project` in
 * `https://us-central1-python.pkg.dev/my-project/my-repo/simple/`), or undefined: any other host, however
 * its name reads (`my-repo.pkgs-relay.net` is whoever registered it), or a tenant that names someone.
 */
export declare function placeholderTenant(url: string): string | undefined;
