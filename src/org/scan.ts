import type { Config } from '../config.js';
import { cmp, type Finding } from '../findings.js';
import type { RuleMeta } from '../rules/types.js';
import { scan } from '../scan.js';
import {
  type BlobStore,
  type GitHubApi,
  MemoryBlobStore,
  openGitHubSource,
  type RepoInfo,
  type RequestMeter,
} from '../source/github.js';
import type { CachedRepo, OrgCache } from './cache.js';
import { fullName, type SelectOptions, type Skipped, selectRepos } from './select.js';
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
  run: { requests: number; cache: 'hit' | 'tree-hit' | 'miss' | 'off'; durationMs: number; upload?: string };
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
  run: { listingRequests: number; durationMs: number };
}

class Meter implements RequestMeter {
  requests = 0;
}

/** GitHub answers 409 "Git Repository is empty" for every git endpoint of a repository without commits. */
const isEmptyRepository = (e: unknown) => (e as { status?: number }).status === 409;

function fromCache(base: RepoScan, c: CachedRepo, rules: RuleMeta[], how: 'hit' | 'tree-hit'): RepoScan {
  return {
    ...base,
    commit: c.commit,
    tree: c.tree,
    skills: c.skills,
    findings: c.findings,
    rules,
    run: { ...base.run, cache: how },
  };
}

async function scanOne(r: RepoInfo, options: OrgScanOptions, blobs: BlobStore): Promise<RepoScan> {
  const started = Date.now();
  const meter = new Meter();
  const { api, cache } = options;
  const base: RepoScan = {
    repo: fullName(r),
    branch: r.defaultBranch,
    skills: [],
    findings: [],
    rules: [],
    run: { requests: 0, cache: cache ? 'miss' : 'off', durationMs: 0 },
  };
  const finish = (s: RepoScan): RepoScan => ({
    ...s,
    run: { ...s.run, requests: meter.requests, durationMs: Date.now() - started },
  });
  try {
    const cached = await cache?.lookup(base.repo, r.defaultBranch);
    const head = await api.getHead(r.owner, r.name, r.defaultBranch, cached?.entry.etag, meter);
    if (head === 'not-modified') {
      if (!cached) throw new Error('GitHub answered 304 Not Modified to a request without a validator');
      return finish(fromCache(base, cached.entry, cached.rules, 'hit'));
    }
    if (cached && cached.entry.commit === head.sha) {
      await cache!.store({ ...cached.entry, ...(head.etag ? { etag: head.etag } : {}) });
      return finish(fromCache(base, cached.entry, cached.rules, 'hit'));
    }
    const listing = await api.getTree(r.owner, r.name, head.sha, true, meter);
    if (cached && cached.entry.tree === listing.sha) {
      // A new commit with the same tree (an empty commit, a revert): same files, same findings.
      const entry = { ...cached.entry, commit: head.sha, ...(head.etag ? { etag: head.etag } : {}) };
      await cache!.store(entry);
      return finish(fromCache(base, entry, cached.rules, 'tree-hit'));
    }
    const read = new Set<string>();
    const source = await openGitHubSource(
      api,
      { owner: r.owner, repo: r.name, ref: head.sha, listing, meter, onBlob: (sha) => read.add(sha) },
      blobs,
    );
    const result = await scan({ source, ...(options.config ? { config: options.config } : {}) });
    const scanned: RepoScan = {
      ...base,
      commit: head.sha,
      tree: listing.sha,
      skills: result.model.skills.map((s) => s.path),
      findings: result.findings,
      rules: result.rules,
    };
    if (result.ruleErrors.length) {
      return finish({
        ...scanned,
        error: {
          status: 0,
          message: `internal error in rule(s) ${result.ruleErrors.map((e) => e.ruleId).join(', ')}`,
        },
      });
    }
    await cache?.store({
      repo: base.repo,
      branch: r.defaultBranch,
      ...(head.etag ? { etag: head.etag } : {}),
      commit: head.sha,
      tree: listing.sha,
      skills: scanned.skills,
      findings: scanned.findings,
      ruleIds: scanned.rules.map((m) => m.id),
      blobs: [...read].sort(),
    });
    return finish(scanned);
  } catch (e) {
    if (isEmptyRepository(e)) return finish({ ...base, skipped: 'empty repository' });
    const status =
      typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : 0;
    return finish({ ...base, error: { status, message: (e as Error).message } });
  }
}

export async function scanOrg(options: OrgScanOptions): Promise<OrgScanResult> {
  const started = Date.now();
  const before = options.requestsMade?.() ?? 0;
  const listed = options.listing ?? (await options.api.listOrgRepos(options.org));
  const listingRequests = (options.requestsMade?.() ?? 0) - before;
  const selection = selectRepos(listed, options);
  const chosen = selection.chosen;
  options.onListed?.(chosen.length + selection.invalid.length);
  const blobs: BlobStore = options.cache?.blobStore() ?? new MemoryBlobStore();
  const total = chosen.length + selection.invalid.length;
  let done = 0;
  const repos: RepoScan[] = selection.invalid.map((s) => ({
    repo: s.repo,
    branch: '',
    skills: [],
    findings: [],
    rules: [],
    error: { status: 0, message: s.reason },
    run: { requests: 0, cache: options.cache ? 'miss' : 'off', durationMs: 0 },
  }));
  for (const s of repos) options.onRepoDone?.(s, ++done, total);
  const results = new Array<RepoScan>(chosen.length);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const i = next++;
      options.onRepoStart?.(fullName(chosen[i]!));
      results[i] = await scanOne(chosen[i]!, options, blobs);
      options.onRepoDone?.(results[i]!, ++done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, 16)) }, worker));
  const skipped = [...selection.skipped];
  for (const res of results) {
    if (res.skipped) skipped.push({ repo: res.repo, reason: res.skipped });
    else repos.push(res);
  }
  // A partial scan (--repo) keeps the other repositories' cache entries; a full one drops the departed.
  if (!options.only) await options.cache?.prune(new Set(chosen.map(fullName)));
  const byName = (a: { repo: string }, b: { repo: string }) => cmp(a.repo, b.repo);
  return {
    org: options.org,
    listed: listed.length,
    skipped: skipped.sort(byName),
    elsewhere: selection.elsewhere,
    ...(options.shard ? { shard: options.shard } : {}),
    repos: repos.sort(byName),
    run: { listingRequests, durationMs: Date.now() - started },
  };
}
