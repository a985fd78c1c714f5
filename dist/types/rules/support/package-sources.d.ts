export type HostClass = 'official' | 'local' | 'placeholder' | 'raw-ip' | 'other';
export declare function hostOf(url: string): string | undefined;
export declare function classifyHost(host: string | undefined): HostClass;
export interface SourceHit {
    kind: 'registry-redirect' | 'vcs-install' | 'url-install' | 'tls-off';
    start: number;
    end: number;
    /** The URL or spec that replaces the registry. */
    target: string;
    host?: string;
    hostClass: HostClass;
    tool: string;
}
/** Every registry redirection, VCS/URL install and TLS-verification switch-off in the text, in order. */
export declare function findPackageSources(text: string): SourceHit[];
/** Code fetched from outside any registry: raw IPs, git clones of non-official hosts, curl of archives. */
export declare function foreignSources(text: string): SourceHit[];
