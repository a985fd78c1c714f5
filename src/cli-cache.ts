import { UsageError } from './cli-args.js';
import { bundleBuildId, sourceBuildId } from './model/build-id.js';
import { type FactCache, type FactCacheStats, openFactCacheOutside } from './model/fact-cache.js';
import { type SearchIndexStats, SearchIndexStore } from './model/search-index-store.js';

/**
 * `skillscan --cache DIR`: the fact cache for the folders about to be scanned, or a usage error saying why
 * it cannot be used (it must be outside them, e.g. `$RUNNER_TEMP/skillscan-cache` on GitHub Actions).
 */
export function openScanCache(
  dir: string,
  roots: readonly string[],
): { facts: FactCache; searchIndex: SearchIndexStore } {
  const build = bundleBuildId() ?? sourceBuildId();
  if (!build) throw new UsageError('--cache: cannot tell which build of skillscan is running');
  try {
    const facts = openFactCacheOutside(dir, roots, build);
    return { facts, searchIndex: new SearchIndexStore(dir, build) };
  } catch (e) {
    throw new UsageError(`--cache ${(e as Error).message}`);
  }
}

/** `--debug-stats`: what the cache did, one line (and one for the name search's digests, when used). */
export function formatCacheStats(s: FactCacheStats, search?: SearchIndexStats): string {
  const digests = search
    ? `skillscan-stats search index: ${search.hits} digests used, ${search.added} added${search.rejected ? ' (the stored index was not readable and was ignored)' : ''}\n`
    : '';
  return `skillscan-stats cache: ${s.hits} hits, ${s.misses} misses (${s.rejected} rejected), ${s.writes} written, ${s.pruned} pruned\n${digests}`;
}
