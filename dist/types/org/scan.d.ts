import type { Config } from '../config.js';
import { type Finding } from '../findings.js';
import type { RuleMeta } from '../rules/types.js';
import { type GitHubApi, type RepoInfo } from '../source/github.js';
import type { OrgCache } from './cache.js';
import { type SelectOptions, type Skipped } from './select.js';
import type { Shard } from './shard.js';
/**
 * Organisation-wide scans through the GitHub API: no clones. Per repository, one request for the default
 * branch's head commit (a 304 when an incremental cache already knows it), one for its recursive tree,
 * then blobs only for the files the scan reads. Repositories are scanned a few at a time; the result is
 * in name order whatever finished first.
 */
export interface OrgScanOptions extends SelectOptions {
    api: GitHubApi;
    config?: Config;
    /** The organisation's listing from `org-plan`, so shards do not each list the organisation again. */
    listing?: readonly RepoInfo[];
    /** Repositories scanned at once (they share one token's rate limit: keep it low). */
    concurrency?: number;
    cache?: OrgCache;
    /** Total HTTP requests of the client so far, to attribute the listing's cost. */
    requestsMade?: () => number;
    onRepoStart?: (repo: string) => void;
    onRepoDone?: (scan: RepoScan, done: number, total: number) => void;
    onListed?: (total: number) => void;
}
/** Why a repository has no results: the HTTP status that decided it (0: no HTTP answer) and our words. */
export interface RepoError {
    status: number;
    message: string;
}
export interface RepoScan {
    repo: string;
    branch: string;
    commit?: string;
    tree?: string;
    /** Entry points found (skills, commands, subagents): their paths, in order. */
    skills: string[];
    findings: Finding[];
    rules: RuleMeta[];
    error?: RepoError;
    /** Set when the repository turned out to have nothing to scan (an empty repository): why. */
    skipped?: string;
    /** About this run only (requests, cache use, time): never compared between runs. */
    run: {
        requests: number;
        cache: 'hit' | 'tree-hit' | 'miss' | 'off';
        durationMs: number;
        upload?: string;
    };
}
export interface OrgScanResult {
    org: string;
    /** Repositories the listing returned. */
    listed: number;
    skipped: Skipped[];
    /** Chosen by the filters but left to other shards. */
    elsewhere: string[];
    shard?: Shard;
    repos: RepoScan[];
    run: {
        listingRequests: number;
        durationMs: number;
    };
}
export declare function scanOrg(options: OrgScanOptions): Promise<OrgScanResult>;
