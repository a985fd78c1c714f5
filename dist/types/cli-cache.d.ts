import type { BlobRecordStats } from './model/blob-records.js';
import { DocHeadStore } from './model/doc-heads.js';
import { type FactCache, type FactCacheStats } from './model/fact-cache.js';
import { SearchIndexStore } from './model/search-index-store.js';
/**
 * `skillscan --cache DIR`: the fact cache for the folders about to be scanned, or a usage error saying why
 * it cannot be used (it must be outside them, e.g. `$RUNNER_TEMP/skillscan-cache` on GitHub Actions).
 */
export declare function openScanCache(dir: string, roots: readonly string[]): {
    facts: FactCache;
    searchIndex: SearchIndexStore;
    heads: DocHeadStore;
};
/**
 * `--debug-stats`: what the cache did, one line (and one each for the name search's digests and the skill
 * documents' heads, when a pull-request scan used them).
 */
export declare function formatCacheStats(s: FactCacheStats, kept?: {
    search: BlobRecordStats;
    heads: BlobRecordStats;
}): string;
