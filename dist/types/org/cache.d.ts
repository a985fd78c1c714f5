import type { Config } from '../config.js';
import { type Finding } from '../findings.js';
import type { RuleMeta } from '../rules/types.js';
import { gitBlobId } from '../source/git-objects.js';
import type { BlobStore } from '../source/github.js';
export interface CachedRepo {
    repo: string;
    branch: string;
    etag?: string;
    commit: string;
    tree: string;
    skills: string[];
    findings: Finding[];
    ruleIds: string[];
    /** Blobs the scan read: kept when others are pruned. */
    blobs: string[];
}
export interface CacheHit {
    entry: CachedRepo;
    rules: RuleMeta[];
}
export interface OrgCache {
    lookup(repo: string, branch: string): Promise<CacheHit | undefined>;
    store(entry: CachedRepo): Promise<void>;
    blobStore(): BlobStore;
    prune(keep: ReadonlySet<string>): Promise<void>;
}
/** What results depend on besides the tree: skillscan's version and rules, and the configuration. */
export declare function resultsFingerprint(config: Config | undefined): string;
export { gitBlobId };
export declare function openOrgCache(dir: string, config: Config | undefined): Promise<OrgCache>;
/** The entry file a repository's results are stored in (tests check that names never reach the disk). */
export declare const entryFileName: (repo: string) => string;
