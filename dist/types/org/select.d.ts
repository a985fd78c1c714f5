import type { RepoInfo } from '../source/github.js';
import { type Shard } from './shard.js';
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
export declare const fullName: (r: Pick<RepoInfo, 'owner' | 'name'>) => string;
export declare function selectRepos(listed: readonly RepoInfo[], options: SelectOptions): Selection;
