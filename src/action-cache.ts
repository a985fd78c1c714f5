import { bundleBuildId } from './model/build-id.js';
import { type FactCache, openFactCacheOutside } from './model/fact-cache.js';

/**
 * The Action's `cache-dir` input: the fact cache (src/model/fact-cache.ts) for this run, restored and saved
 * by an `actions/cache` step around it. A cache that cannot be used is a warning, never a failed step: the
 * scan runs without it and finds the same.
 */
export function actionFactCache(dir: string, root: string, warnings: string[]): FactCache | undefined {
  if (dir === '') return undefined;
  const build = bundleBuildId();
  if (!build) {
    warnings.push('cache-dir is ignored: this is not a bundled build of skillscan');
    return undefined;
  }
  try {
    return openFactCacheOutside(dir, [root], build);
  } catch (e) {
    warnings.push(`cache-dir is ignored: ${(e as Error).message}`);
    return undefined;
  }
}

/** One line for the job summary: how much of the analysis the cache saved. */
export function factCacheNote(cache: FactCache): string {
  const { hits, misses } = cache.stats;
  return `Fact cache: ${hits} of ${hits + misses} files reused from an earlier run.`;
}
