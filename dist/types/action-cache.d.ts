import { DocHeadStore } from './model/doc-heads.js';
import { type FactCache } from './model/fact-cache.js';
import { SearchIndexStore } from './model/search-index-store.js';
/**
 * The Action's `cache-dir` input: the fact cache (src/model/fact-cache.ts) for this run, restored and saved
 * by an `actions/cache` step around it. A cache that cannot be used is a warning, never a failed step: the
 * scan runs without it and finds the same.
 */
export declare function actionFactCache(dir: string, root: string, warnings: string[]): FactCache | undefined;
/** One line for the job summary: how much of the analysis the cache saved. */
export declare function factCacheNote(cache: FactCache): string;
/**
 * With `cache-dir` on a pull request scanned in part: the name search's digests by blob id
 * (src/model/search-index-store.ts), for the files whose content is the base commit's. Which files differ
 * is asked of git (the work tree against the base), not taken from the pull request's file list: a merge
 * checkout also holds what the base branch changed since the pull request forked. A checkout without the
 * base commit (the default `fetch-depth: 1`) cannot list it, and the search reads every file as before.
 */
export declare function actionSearchIndex(dir: string, root: string, baseSha: string | undefined): {
    store: SearchIndexStore;
    rev: string;
    changed: Promise<ReadonlySet<string>>;
} | undefined;
/**
 * With `cache-dir` on a pull request scanned in part: the skill documents' heads by blob id
 * (src/model/doc-heads.ts), for the documents whose content git's index vouches for (no base commit needed).
 */
export declare function actionDocHeads(dir: string): DocHeadStore | undefined;
