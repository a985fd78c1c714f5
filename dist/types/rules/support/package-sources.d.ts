import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type HostClass } from './package-hosts.js';
import type { TextTarget } from './text-context.js';
/**
 * Where packages and code come from: the official registries (quiet) versus redirected indexes,
 * git/fork/tarball installs and raw hosts (supply-chain-redirect, and the "foreign source" an
 * authority claim steers to). Every regex here is linear: bounded character classes, no nesting.
 */
export interface SourceHit {
    kind: 'registry-redirect' | 'vcs-install' | 'url-install' | 'tls-off' | 'hook-repo';
    start: number;
    end: number;
    /** The URL or spec that replaces the registry. */
    target: string;
    /** For `tls-off`: what is switched off, when not the certificate check. */
    check?: string;
    host?: string;
    hostClass: HostClass;
    tool: string;
    /**
     * `@scope:registry=…`, `npm login --scope=@scope --registry …`, a `.yarnrc.yml` `npmScopes` entry: only that
     * scope's packages resolve there.
     */
    scope?: string;
    /** A flag of one command (`pip install --index-url`), not a setting every later install reads. */
    perCommand?: boolean;
    /** An index searched besides the registry (`--extra-index-url`, `UV_EXTRA_INDEX_URL`): dependency confusion. */
    extra?: boolean;
    /** The placeholder tenant of a hosted private-registry service the target names (`my-project`). */
    tenant?: string;
    /** A Go module proxy the checksum database still checks: nothing in the text turns it off or replaces it. */
    checksummed?: boolean;
    /** An `explicit` Python index: only these packages (lower-cased) are bound to it, and asked nowhere else. */
    pinned?: string[];
    /** Where the source is defined, when not in the text itself (the settings adding a marketplace). */
    definedAt?: {
        path: string;
        region?: Region;
        what: string;
    };
}
/** Every registry redirection, VCS/URL install and TLS-verification switch-off in the text, in order. */
export declare function findPackageSources(text: string): SourceHit[];
/**
 * `findPackageSources` of one reached text file, once per scan: supply-chain-redirect reports them and
 * authority-claim looks for the foreign source a claim steers to (each searched every text: ~0.35 s of
 * the real corpus apiece). The list is frozen: no rule changes what the other sees.
 */
export declare function packageSourcesOf(ctx: RuleContext, t: TextTarget): readonly SourceHit[];
/**
 * Code fetched from outside any registry: raw IPs, git clones of non-official hosts, curl of archives.
 * `sources` are the text's package sources (`packageSourcesOf`).
 */
export declare function foreignSources(text: string, sources: readonly SourceHit[]): SourceHit[];
