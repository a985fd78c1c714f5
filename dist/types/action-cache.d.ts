import { type FactCache } from './model/fact-cache.js';
/**
 * The Action's `cache-dir` input: the fact cache (src/model/fact-cache.ts) for this run, restored and saved
 * by an `actions/cache` step around it. A cache that cannot be used is a warning, never a failed step: the
 * scan runs without it and finds the same.
 */
export declare function actionFactCache(dir: string, root: string, warnings: string[]): FactCache | undefined;
/** One line for the job summary: how much of the analysis the cache saved. */
export declare function factCacheNote(cache: FactCache): string;
