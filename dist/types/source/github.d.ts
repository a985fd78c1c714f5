import { MemorySource } from './memory.js';
/** The few GitHub REST calls skillscan makes; an interface so tests can answer from a loopback server. */
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
export interface GitHubApi {
    listOrgRepos(org: string): Promise<RepoInfo[]>;
    getTree(owner: string, repo: string, sha: string, recursive: boolean): Promise<{
        truncated: boolean;
        tree: TreeEntry[];
    }>;
    getBlob(owner: string, repo: string, sha: string): Promise<Uint8Array>;
}
export interface ApiOptions {
    token?: string;
    baseUrl?: string;
    /** Warnings (rate limits hit, retries) go here instead of the console. */
    log?: (message: string) => void;
}
/**
 * An Octokit client that follows GitHub's etiquette (docs/github.md §6): throttled on primary and
 * secondary rate limits (waits and retries up to twice), retries transient 5xx/429 errors, API version pinned.
 */
export declare function octokitApi(options?: ApiOptions): GitHubApi;
export interface GitHubSourceOptions {
    owner: string;
    repo: string;
    /** Branch, tag or commit SHA. */
    ref: string;
    /** Entries listed at most (the walker's own limit also applies). */
    maxEntries?: number;
}
/**
 * A repository at a ref, read through the REST API without cloning: one recursive tree request (walked
 * sub-tree by sub-tree when GitHub truncates it), then blobs on demand. Blob SHAs are content addresses, so a
 * cache shared across repositories (`blobCache`) never downloads the same skill twice.
 */
export declare function openGitHubSource(api: GitHubApi, options: GitHubSourceOptions, blobCache?: Map<string, Promise<Uint8Array>>): Promise<MemorySource>;
