import { type FactCache, type FactCacheStats } from './model/fact-cache.js';
import { type SearchIndexStats, SearchIndexStore } from './model/search-index-store.js';
/**
 * `skillscan --cache DIR`: the fact cache for the folders about to be scanned, or a usage error saying why
 * it cannot be used (it must be outside them, e.g. `$RUNNER_TEMP/skillscan-cache` on GitHub Actions).
 */
export declare function openScanCache(dir: string, roots: readonly string[]): {
    facts: FactCache;
    searchIndex: SearchIndexStore;
};
/** `--debug-stats`: what the cache did, one line (and one for the name search's digests, when used). */
export declare function formatCacheStats(s: FactCacheStats, search?: SearchIndexStats): string;
