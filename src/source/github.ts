import { joinPath } from '../analysis/repo-paths.js';
import { submoduleNote } from './git.js';
import { type LazyFile, type MemoryNode, MemorySource } from './memory.js';

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
  getHead(
    owner: string,
    repo: string,
    branch: string,
    etag?: string,
    meter?: RequestMeter,
  ): Promise<Head | 'not-modified'>;
  getTree(
    owner: string,
    repo: string,
    sha: string,
    recursive: boolean,
    meter?: RequestMeter,
  ): Promise<TreeListing>;
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
export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Promise<Uint8Array>>();
  get(sha: string, download: () => Promise<Uint8Array>): Promise<Uint8Array> {
    let p = this.blobs.get(sha);
    if (!p) {
      p = download();
      this.blobs.set(sha, p);
      // A failed download must not stay cached: the next reader retries it.
      p.catch(() => this.blobs.delete(sha));
    }
    return p;
  }
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

/** Blobs larger than this many times the read cap are not downloaded at all: reported as truncated. */
const DOWNLOAD_FACTOR = 4;

/** Every entry of a tree: one recursive request, or sub-tree by sub-tree when GitHub truncated it. */
async function listEntries(api: GitHubApi, options: GitHubSourceOptions, maxEntries: number) {
  const { owner, repo, ref, meter } = options;
  const first = options.listing ?? (await api.getTree(owner, repo, ref, true, meter));
  if (!first.truncated) return { sha: first.sha, entries: first.tree };
  // GitHub stops a recursive listing at 100,000 entries / 7 MB: walk sub-trees one request each instead.
  const entries: TreeEntry[] = [];
  const queue: Array<{ sha: string; prefix: string }> = [{ sha: first.sha || ref, prefix: '' }];
  let head = 0;
  while (head < queue.length && entries.length < maxEntries) {
    const { sha, prefix } = queue[head++]!;
    const level = await api.getTree(owner, repo, sha, false, meter);
    for (const t of level.tree) {
      const path = joinPath(prefix, t.path);
      if (t.type === 'tree') queue.push({ sha: t.sha, prefix: path });
      else entries.push({ ...t, path });
    }
  }
  return { sha: first.sha, entries };
}

/**
 * A repository at a ref as an in-memory tree with lazy contents: the listing up front, blobs on demand
 * through `blobs`.
 */
export async function openGitHubSource(
  api: GitHubApi,
  options: GitHubSourceOptions,
  blobs: BlobStore = new MemoryBlobStore(),
): Promise<MemorySource> {
  const { owner, repo, ref, meter } = options;
  const maxEntries = options.maxEntries ?? 250_000;
  const { entries } = await listEntries(api, options, maxEntries);
  const nodes = new Map<string, MemoryNode>();
  const fetchBlob = (sha: string) => {
    options.onBlob?.(sha);
    return blobs.get(sha, () => api.getBlob(owner, repo, sha, meter));
  };
  for (const t of entries.slice(0, maxEntries)) {
    if (t.type === 'tree') continue;
    if (t.type === 'commit') {
      nodes.set(t.path, { opaque: submoduleNote(t.sha) });
    } else if (t.mode === '120000') {
      const target = new TextDecoder().decode(await fetchBlob(t.sha));
      nodes.set(t.path, { symlink: target });
    } else {
      const size = t.size ?? 0;
      const lazy: LazyFile = {
        size,
        load: async (maxBytes) => {
          if (size > maxBytes * DOWNLOAD_FACTOR) return new Uint8Array(0);
          return fetchBlob(t.sha);
        },
      };
      nodes.set(t.path, lazy);
    }
  }
  return new MemorySource(nodes, `${owner}/${repo}@${ref}`, repo);
}
