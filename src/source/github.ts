import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { joinPath } from '../analysis/repo-paths.js';
import { submoduleNote } from './git.js';
import { type LazyFile, type MemoryNode, MemorySource } from './memory.js';

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
  getTree(
    owner: string,
    repo: string,
    sha: string,
    recursive: boolean,
  ): Promise<{ truncated: boolean; tree: TreeEntry[] }>;
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
export function octokitApi(options: ApiOptions = {}): GitHubApi {
  const Client = Octokit.plugin(throttling, retry);
  const log = options.log ?? (() => {});
  const octokit = new Client({
    ...(options.token ? { auth: options.token } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    userAgent: 'skillscan',
    headers: { 'x-github-api-version': '2022-11-28' },
    throttle: {
      onRateLimit: (after: number, o: { method: string; url: string }, _k: unknown, count: number) => {
        log(`rate limit on ${o.method} ${o.url}; retrying in ${after}s`);
        return count < 2;
      },
      onSecondaryRateLimit: (
        after: number,
        o: { method: string; url: string },
        _k: unknown,
        count: number,
      ) => {
        log(`secondary rate limit on ${o.method} ${o.url}; retrying in ${after}s`);
        return count < 2;
      },
    },
    retry: { retries: 2 },
  });
  return {
    async listOrgRepos(org) {
      const repos = await octokit.paginate(octokit.rest.repos.listForOrg, {
        org,
        type: 'all',
        per_page: 100,
      });
      return repos.map((r) => ({
        owner: r.owner.login,
        name: r.name,
        defaultBranch: r.default_branch ?? 'main',
        archived: r.archived === true,
        fork: r.fork,
        disabled: r.disabled === true,
      }));
    },
    async getTree(owner, repo, sha, recursive) {
      const { data } = await octokit.rest.git.getTree({
        owner,
        repo,
        tree_sha: sha,
        ...(recursive ? { recursive: '1' } : {}),
      });
      return {
        truncated: data.truncated,
        tree: data.tree.map((t) => ({
          path: t.path ?? '',
          mode: t.mode ?? '',
          type: (t.type ?? 'blob') as TreeEntry['type'],
          sha: t.sha ?? '',
          ...(t.size !== undefined ? { size: t.size } : {}),
        })),
      };
    },
    async getBlob(owner, repo, sha) {
      const { data } = await octokit.rest.git.getBlob({ owner, repo, file_sha: sha });
      if (data.encoding !== 'base64') return new TextEncoder().encode(data.content);
      return new Uint8Array(Buffer.from(data.content, 'base64'));
    },
  };
}

export interface GitHubSourceOptions {
  owner: string;
  repo: string;
  /** Branch, tag or commit SHA. */
  ref: string;
  /** Entries listed at most (the walker's own limit also applies). */
  maxEntries?: number;
}

/** Blobs larger than this many times the read cap are not downloaded at all: reported as truncated. */
const DOWNLOAD_FACTOR = 4;

/**
 * A repository at a ref, read through the REST API without cloning: one recursive tree request (walked
 * sub-tree by sub-tree when GitHub truncates it), then blobs on demand. Blob SHAs are content addresses, so a
 * cache shared across repositories (`blobCache`) never downloads the same skill twice.
 */
export async function openGitHubSource(
  api: GitHubApi,
  options: GitHubSourceOptions,
  blobCache: Map<string, Promise<Uint8Array>> = new Map(),
): Promise<MemorySource> {
  const { owner, repo, ref } = options;
  const maxEntries = options.maxEntries ?? 250_000;
  let entries: TreeEntry[];
  const first = await api.getTree(owner, repo, ref, true);
  if (!first.truncated) entries = first.tree;
  else {
    // GitHub stops a recursive listing at 100,000 entries / 7 MB: walk sub-trees one request each instead.
    entries = [];
    const queue: Array<{ sha: string; prefix: string }> = [{ sha: ref, prefix: '' }];
    while (queue.length > 0 && entries.length < maxEntries) {
      const { sha, prefix } = queue.shift()!;
      const level = await api.getTree(owner, repo, sha, false);
      for (const t of level.tree) {
        const path = joinPath(prefix, t.path);
        if (t.type === 'tree') queue.push({ sha: t.sha, prefix: path });
        else entries.push({ ...t, path });
      }
    }
  }
  const nodes = new Map<string, MemoryNode>();
  const fetchBlob = (sha: string) => {
    let p = blobCache.get(sha);
    if (!p) {
      p = api.getBlob(owner, repo, sha);
      blobCache.set(sha, p);
    }
    return p;
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
