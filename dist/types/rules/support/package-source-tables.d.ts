import type { Region } from '../../findings.js';
import type { HostClass } from './package-hosts.js';
/** One place the text moves where packages or code come from (src/rules/support/package-sources.ts). */
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
    /** A Go module proxy for one command while the text turns the checksum database off (`GOSUMDB=off go …`). */
    unchecked?: boolean;
    /** An `explicit` Python index: only these packages (lower-cased) are bound to it, and asked nowhere else. */
    pinned?: string[];
    /** Where the source is defined, when not in the text itself (the settings adding a marketplace). */
    definedAt?: {
        path: string;
        region?: Region;
        what: string;
    };
}
/**
 * Registry redirections a configuration declares as TOML tables rather than as a command or a key=value
 * line: uv/Poetry indexes (`[[tool.uv.index]] … default = true`, uv.toml, `[[tool.poetry.source]]`) and
 * Cargo's source replacement (`[source.crates-io] replace-with = "x"` with `[source.x] registry = "URL"`).
 * Part of src/rules/support/package-sources.ts's `findPackageSources`.
 */
export declare function tableRedirects(text: string): SourceHit[];
