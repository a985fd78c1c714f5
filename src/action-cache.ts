import { bundleBuildId } from './model/build-id.js';
import { DocHeadStore } from './model/doc-heads.js';
import { type FactCache, openFactCacheOutside } from './model/fact-cache.js';
import { SearchIndexStore } from './model/search-index-store.js';
import { differingFrom } from './source/git-changes.js';

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

/**
 * With `cache-dir` on a pull request scanned in part: the name search's digests by blob id
 * (src/model/search-index-store.ts), for the files whose content is the base commit's. Which files differ
 * is asked of git (the work tree against the base), not taken from the pull request's file list: a merge
 * checkout also holds what the base branch changed since the pull request forked. A checkout without the
 * base commit (the default `fetch-depth: 1`) cannot list it, and the search reads every file as before.
 */
export function actionSearchIndex(
  dir: string,
  root: string,
  baseSha: string | undefined,
): { store: SearchIndexStore; rev: string; changed: Promise<ReadonlySet<string>> } | undefined {
  const build = bundleBuildId();
  if (dir === '' || !baseSha || !build) return undefined;
  const changed = differingFrom(root, baseSha);
  // Awaited by the search before its first round; should git fail, the search carries on in the scan's
  // thread reading every file (src/model/pooled-search.ts). Marked handled until then.
  changed.catch(() => undefined);
  return { store: new SearchIndexStore(dir, build), rev: baseSha, changed };
}

/**
 * With `cache-dir` on a pull request scanned in part: the skill documents' heads by blob id
 * (src/model/doc-heads.ts), for the documents whose content git's index vouches for (no base commit needed).
 */
export function actionDocHeads(dir: string): DocHeadStore | undefined {
  const build = bundleBuildId();
  return dir === '' || !build ? undefined : new DocHeadStore(dir, build);
}
