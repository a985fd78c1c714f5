import { UsageError } from './cli-args.js';
import type { BlobRecordStats } from './model/blob-records.js';
import { bundleBuildId, sourceBuildId } from './model/build-id.js';
import { DocHeadStore } from './model/doc-heads.js';
import { type FactCache, type FactCacheStats, openFactCacheOutside } from './model/fact-cache.js';
import { SearchIndexStore } from './model/search-index-store.js';

/**
 * `skillscan --cache DIR`: the fact cache for the folders about to be scanned, or a usage error saying why
 * it cannot be used (it must be outside them, e.g. `$RUNNER_TEMP/skillscan-cache` on GitHub Actions).
 */
export function openScanCache(
  dir: string,
  roots: readonly string[],
): { facts: FactCache; searchIndex: SearchIndexStore; heads: DocHeadStore } {
  const build = bundleBuildId() ?? sourceBuildId();
  if (!build) throw new UsageError('--cache: cannot tell which build of skillscan is running');
  try {
    const facts = openFactCacheOutside(dir, roots, build);
    return { facts, searchIndex: new SearchIndexStore(dir, build), heads: new DocHeadStore(dir, build) };
  } catch (e) {
    throw new UsageError(`--cache ${(e as Error).message}`);
  }
}

/**
 * `--debug-stats`: what the cache did, one line (and one each for the name search's digests and the skill
 * documents' heads, when a pull-request scan used them).
 */
export function formatCacheStats(
  s: FactCacheStats,
  kept?: { search: BlobRecordStats; heads: BlobRecordStats },
): string {
  const line = (what: string, r: BlobRecordStats) =>
    `skillscan-stats ${what}: ${r.hits} used, ${r.added} added${r.rejected ? ' (the stored index was not readable and was ignored)' : ''}\n`;
  const more = kept
    ? `${line('search index digests', kept.search)}${line('document heads', kept.heads)}`
    : '';
  return `skillscan-stats cache: ${s.hits} hits, ${s.misses} misses (${s.rejected} rejected), ${s.writes} written, ${s.pruned} pruned\n${more}`;
}
