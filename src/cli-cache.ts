import { UsageError } from './cli-args.js';
import { bundleBuildId, sourceBuildId } from './model/build-id.js';
import { type FactCache, type FactCacheStats, openFactCacheOutside } from './model/fact-cache.js';

/**
 * `skillscan --cache DIR`: the fact cache for the folders about to be scanned, or a usage error saying why
 * it cannot be used (it must be outside them, e.g. `$RUNNER_TEMP/skillscan-cache` on GitHub Actions).
 */
export function openScanCache(dir: string, roots: readonly string[]): FactCache {
  const build = bundleBuildId() ?? sourceBuildId();
  if (!build) throw new UsageError('--cache: cannot tell which build of skillscan is running');
  try {
    return openFactCacheOutside(dir, roots, build);
  } catch (e) {
    throw new UsageError(`--cache ${(e as Error).message}`);
  }
}

/** `--debug-stats`: what the cache did, one line. */
export function formatCacheStats(s: FactCacheStats): string {
  return `skillscan-stats cache: ${s.hits} hits, ${s.misses} misses (${s.rejected} rejected), ${s.writes} written, ${s.pruned} pruned\n`;
}
