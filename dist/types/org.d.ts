import type { Config } from './config.js';
import type { Finding } from './findings.js';
import type { RuleMeta } from './rules/types.js';
import { type GitHubApi } from './source/github.js';
/**
 * Organisation-wide scans through the GitHub API: no clones, one tree request per repository, blobs only
 * for the files the scan reads. Repositories can be sharded across matrix jobs deterministically.
 */
export interface OrgScanOptions {
    org: string;
    api: GitHubApi;
    config?: Config;
    /** `{ index: 0, count: 4 }` scans the first of four deterministic shards. */
    shard?: {
        index: number;
        count: number;
    };
    includeForks?: boolean;
    includeArchived?: boolean;
    /** Only these repository names (after the other filters). */
    only?: readonly string[];
    /** Repositories scanned at once (they share one token's rate limit: keep it low). */
    concurrency?: number;
    onProgress?: (message: string) => void;
}
export interface RepoScan {
    repo: string;
    ref: string;
    /** Set when the repository could not be scanned; the others still are. */
    error?: string;
    skills: number;
    findings: Finding[];
    rules: RuleMeta[];
}
export interface OrgScanResult {
    org: string;
    /** Repositories listed, and why the others were left out. */
    considered: number;
    skipped: Array<{
        repo: string;
        reason: string;
    }>;
    repos: RepoScan[];
}
/** Stable shard of a repository: the same name always lands in the same bucket across runs. */
export declare function shardOf(fullName: string, count: number): number;
export declare function parseShard(text: string): {
    index: number;
    count: number;
};
export declare function scanOrg(options: OrgScanOptions): Promise<OrgScanResult>;
