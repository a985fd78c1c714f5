import { MemorySource } from './memory.js';
/**
 * A repository read through the GitHub REST API without cloning. The client that talks HTTP lives in
 * src/org/client.ts; this module only needs the three read calls below, so tests can answer from a
 * loopback server and the organisation scan can count, retry and cache around them.
 */
export interface TreeEntry {
    path: string;
    mode: string;
    type: 'blob' | 'tree' | 'commit';
    sha: string;
    size?: number;
}
export interface RepoInfo {
    owner: string;
    name: string;
    defaultBranch: string;
    archived: boolean;
    fork: boolean;
    disabled: boolean;
}
export interface TreeListing {
    /** The SHA of the tree listed (for a commit, its root tree): what an incremental scan compares. */
    sha: string;
    truncated: boolean;
    tree: TreeEntry[];
}
/** Counts the HTTP requests made on behalf of one repository (retries included). */
export interface RequestMeter {
    requests: number;
}
/** A branch head: the commit SHA, and the validator to send next time (`If-None-Match`). */
export interface Head {
    sha: string;
    etag?: string;
}
export interface GitHubApi {
    listOrgRepos(org: string): Promise<RepoInfo[]>;
    /**
     * The commit `branch` points at. With `etag` from an earlier answer, `'not-modified'` means it has not
     * moved: GitHub answers 304, which does not count against the primary rate limit.
     */
    getHead(owner: string, repo: string, branch: string, etag?: string, meter?: RequestMeter): Promise<Head | 'not-modified'>;
    getTree(owner: string, repo: string, sha: string, recursive: boolean, meter?: RequestMeter): Promise<TreeListing>;
    getBlob(owner: string, repo: string, sha: string, meter?: RequestMeter): Promise<Uint8Array>;
}
/**
 * Blob contents by SHA. Blob SHAs are content addresses, so one store shared by every repository of a scan
 * (and, on disk, across scans: src/org/cache.ts) never downloads the same file twice.
 */
export interface BlobStore {
    get(sha: string, download: () => Promise<Uint8Array>): Promise<Uint8Array>;
}
/** The in-memory store: concurrent readers of one SHA share one download. */
export declare class MemoryBlobStore implements BlobStore {
    private readonly blobs;
    get(sha: string, download: () => Promise<Uint8Array>): Promise<Uint8Array>;
}
export interface GitHubSourceOptions {
    owner: string;
    repo: string;
    /** Branch, tag or commit SHA. */
    ref: string;
    /** Entries listed at most (the walker's own limit also applies). */
    maxEntries?: number;
    /** The recursive listing of `ref`, when the caller already has it. */
    listing?: TreeListing;
    meter?: RequestMeter;
    /** Called with every blob SHA the scan reads (an incremental cache keeps those blobs). */
    onBlob?: (sha: string) => void;
}
/**
 * A repository at a ref as an in-memory tree with lazy contents: the listing up front, blobs on demand
 * through `blobs`.
 */
export declare function openGitHubSource(api: GitHubApi, options: GitHubSourceOptions, blobs?: BlobStore): Promise<MemorySource>;
