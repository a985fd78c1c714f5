import { forEachLimited } from './concurrency.js';
import type { FileStore } from './files.js';
import type { ReferenceGraph } from './graph.js';

/**
 * Asks for the facts of every file some entry point reaches, several at a time, before the rules run:
 * with a worker pool the files are analysed on every core while this thread waits; without one it is
 * the same work the rules would start one file at a time. Requests start in a fixed order (entries
 * sorted, each closure in its order), so the path a file's facts are first computed under does not
 * depend on the pool size.
 */
export async function prefetchFacts(
  graph: ReferenceGraph,
  files: FileStore,
  facts: (path: string) => Promise<unknown>,
  concurrency: number,
): Promise<void> {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (const entry of graph.entries) {
    for (const path of graph.closure(entry).keys()) {
      const real = files.realOf(path) ?? path;
      if (seen.has(real)) continue;
      seen.add(real);
      paths.push(path);
    }
  }
  // A file whose extraction fails fails again (the same cached promise) for the rule that asks: reported
  // there as that rule's error, as without the prefetch, instead of ending the scan here.
  await forEachLimited(paths, concurrency, (p) => facts(p).catch(() => undefined));
}
