import type { FileFacts } from '../analysis/extract.js';
import type { FactJob } from './fact-job.js';
/**
 * Facts kept between scans (`skillscan --cache DIR`), the way ESLint's `--cache` keeps lint results: a
 * file's facts are a pure function of its fact job (src/model/fact-job.ts: path, text, launch units,
 * host settings) and of the analyzers that computed them, so an entry is keyed by a hash of both and is
 * exact — a changed byte, setting or skillscan build is a different key, never a stale hit. Entries are
 * files under `DIR/facts-v1/<2 hex>/<62 hex>`, written to a temporary name and renamed, so concurrent
 * scans sharing the folder never read half an entry.
 *
 * The folder is restored from CI caches, so it is read as untrusted input: an entry that is not ours
 * (wrong magic, wrong key echo, not the shape facts have, too large) is a miss, never an error, and a
 * folder that cannot be written turns the cache off for the scan. What a cache cannot do is prove that a
 * well-formed entry was computed by skillscan: only give it a folder your own trusted runs write (GitHub
 * Actions caches written by a pull request from a fork are visible to that pull request only).
 */
export interface FactCache {
    /** The facts stored for this job, or undefined (no entry, or one that fails a check). */
    get(job: FactJob): FileFacts | undefined;
    /** Stores the facts just computed for this job (a copy is taken now: later changes are not stored). */
    put(job: FactJob, facts: FileFacts): void;
    /**
     * Ends the scan's use of the cache: with `prune`, deletes the entries this scan neither read nor wrote
     * (a full scan: what is left is what the next scan of the same tree needs), keeping the folder the size
     * of one tree's facts instead of growing with every revision.
     */
    finish(prune: boolean): void;
    readonly stats: FactCacheStats;
}
export interface FactCacheStats {
    hits: number;
    misses: number;
    writes: number;
    /** Entries that failed a check (read as misses) and writes that failed. */
    rejected: number;
    pruned: number;
}
/**
 * Opens (creating it) the cache folder. `build` names the analyzers (src/model/build-id.ts): entries of
 * another build are never read. Throws when the folder cannot be created (the caller reports it).
 */
export declare function openFactCache(dir: string, build: string): FactCache;
/**
 * `openFactCache` for a scan of `roots`, refusing a folder inside one of them: the scan would read its own
 * entries as part of the repository (and a repository could ship a folder there). Throws with the reason.
 */
export declare function openFactCacheOutside(dir: string, roots: readonly string[], build: string): FactCache;
