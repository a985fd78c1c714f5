import { cmp } from '../findings.js';
import type { RepoInfo } from '../source/github.js';
import { type Shard, shardOf } from './shard.js';

/**
 * Which listed repositories an organisation scan covers, and why it leaves out the others. Pure and
 * deterministic: every shard of a run, and the merge after them, computes the same answer from the same
 * listing.
 */

export interface SelectOptions {
  org: string;
  shard?: Shard;
  includeForks?: boolean;
  includeArchived?: boolean;
  /** Only these repository names (after the other filters). */
  only?: readonly string[];
}

export interface Skipped {
  repo: string;
  reason: string;
}

export interface Selection {
  chosen: RepoInfo[];
  /** Left out on purpose (archived, fork, disabled, not selected); shard membership is not a reason. */
  skipped: Skipped[];
  /** Chosen by the filters but scanned by another shard. */
  elsewhere: string[];
  /** Listed entries that are not a repository of this organisation: reported, never requested. */
  invalid: Skipped[];
}

// GitHub repository names: letters, digits, `.`, `_`, `-`, at most 100, never `.` or `..`; logins at most 39.
const REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/;
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

export const fullName = (r: Pick<RepoInfo, 'owner' | 'name'>): string => `${r.owner}/${r.name}`;

function invalidReason(r: RepoInfo, org: string): string | undefined {
  if (!LOGIN.test(r.owner)) return 'the listing gave an owner that is not a GitHub login';
  if (r.owner.toLowerCase() !== org.toLowerCase()) return `listed under another owner (${r.owner})`;
  if (!REPO_NAME.test(r.name) || r.name === '.' || r.name === '..')
    return 'the listing gave a name that is not a GitHub repository name';
  if (!/^[^\u0000-\u001f\u007f]{1,255}$/.test(r.defaultBranch) || r.defaultBranch.includes('..'))
    return 'the listing gave a default branch that is not a branch name';
  return undefined;
}

export function selectRepos(listed: readonly RepoInfo[], options: SelectOptions): Selection {
  const out: Selection = { chosen: [], skipped: [], elsewhere: [], invalid: [] };
  const seen = new Set<string>();
  const sorted = [...listed].sort((a, b) => cmp(fullName(a), fullName(b)));
  for (const r of sorted) {
    const full = fullName(r);
    const bad = invalidReason(r, options.org);
    if (bad) {
      out.invalid.push({ repo: full.slice(0, 200), reason: bad });
      continue;
    }
    if (seen.has(full.toLowerCase())) continue;
    seen.add(full.toLowerCase());
    if (r.disabled) out.skipped.push({ repo: full, reason: 'disabled' });
    else if (r.archived && !options.includeArchived) out.skipped.push({ repo: full, reason: 'archived' });
    else if (r.fork && !options.includeForks) out.skipped.push({ repo: full, reason: 'fork' });
    else if (options.only && !options.only.includes(r.name))
      out.skipped.push({ repo: full, reason: 'not selected' });
    else if (options.shard && shardOf(full, options.shard.count) !== options.shard.index)
      out.elsewhere.push(full);
    else out.chosen.push(r);
  }
  return out;
}
