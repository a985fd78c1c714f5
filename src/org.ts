import { createHash } from 'node:crypto';
import type { Config } from './config.js';
import type { Finding } from './findings.js';
import type { RuleMeta } from './rules/types.js';
import { scan } from './scan.js';
import { type GitHubApi, openGitHubSource, type RepoInfo } from './source/github.js';

/**
 * Organisation-wide scans through the GitHub API: no clones, one tree request per repository, blobs only
 * for the files the scan reads. Repositories can be sharded across matrix jobs deterministically.
 */
export interface OrgScanOptions {
  org: string;
  api: GitHubApi;
  config?: Config;
  /** `{ index: 0, count: 4 }` scans the first of four deterministic shards. */
  shard?: { index: number; count: number };
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
  skipped: Array<{ repo: string; reason: string }>;
  repos: RepoScan[];
}

/** Stable shard of a repository: the same name always lands in the same bucket across runs. */
export function shardOf(fullName: string, count: number): number {
  const h = createHash('sha256').update(fullName.toLowerCase()).digest();
  return h.readUInt32BE(0) % count;
}

export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || count > 256 || index < 1 || index > count) {
    throw new Error(`--shard must be K/N with 1 ≤ K ≤ N ≤ 256 (got '${text}')`);
  }
  return { index: index - 1, count };
}

export async function scanOrg(options: OrgScanOptions): Promise<OrgScanResult> {
  const progress = options.onProgress ?? (() => {});
  const listed = await options.api.listOrgRepos(options.org);
  const skipped: OrgScanResult['skipped'] = [];
  const chosen: RepoInfo[] = [];
  for (const r of [...listed].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = `${r.owner}/${r.name}`;
    if (r.disabled) skipped.push({ repo: full, reason: 'disabled' });
    else if (r.archived && !options.includeArchived) skipped.push({ repo: full, reason: 'archived' });
    else if (r.fork && !options.includeForks) skipped.push({ repo: full, reason: 'fork' });
    else if (options.only && !options.only.includes(r.name))
      skipped.push({ repo: full, reason: 'not selected' });
    else if (options.shard && shardOf(full, options.shard.count) !== options.shard.index) {
      skipped.push({
        repo: full,
        reason: `shard ${shardOf(full, options.shard.count) + 1}/${options.shard.count}`,
      });
    } else chosen.push(r);
  }
  const blobCache = new Map<string, Promise<Uint8Array>>();
  const results = new Array<RepoScan>(chosen.length);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const i = next++;
      const r = chosen[i]!;
      const full = `${r.owner}/${r.name}`;
      progress(`scanning ${full}@${r.defaultBranch}`);
      try {
        const source = await openGitHubSource(
          options.api,
          { owner: r.owner, repo: r.name, ref: r.defaultBranch },
          blobCache,
        );
        const result = await scan({ source, ...(options.config ? { config: options.config } : {}) });
        results[i] = {
          repo: full,
          ref: r.defaultBranch,
          skills: result.stats.skills,
          findings: result.findings,
          rules: result.rules,
          ...(result.ruleErrors.length
            ? { error: `internal error in ${result.ruleErrors.map((e) => e.ruleId).join(', ')}` }
            : {}),
        };
      } catch (e) {
        results[i] = {
          repo: full,
          ref: r.defaultBranch,
          error: (e as Error).message,
          skills: 0,
          findings: [],
          rules: [],
        };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, 8)) }, worker));
  return { org: options.org, considered: listed.length, skipped, repos: results };
}
