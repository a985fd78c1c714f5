import { it } from 'vitest';
import { CORPUS, HAS_CORPUS } from '../helpers.js';

/**
 * Corpus tests read ../shared/corpus/real (18 real repositories), which sits beside the repository in
 * development and CI but not in a user's clone. Without it they are skipped, and the output says why.
 */
export const CORPUS_SKIP_REASON = `the shared corpus is not at ${CORPUS}`;

/**
 * `it` for a corpus test: without the corpus it is skipped with CORPUS_SKIP_REASON as its note (shown by the
 * verbose reporter) and one line on stderr (shown by every reporter).
 */
export function corpusIt(name: string, timeout: number, fn: () => Promise<void>): void {
  if (!HAS_CORPUS) console.warn(`skipped '${name}': ${CORPUS_SKIP_REASON}`);
  it(name, { timeout }, async (ctx) => {
    if (!HAS_CORPUS) ctx.skip(CORPUS_SKIP_REASON);
    await fn();
  });
}

/** `SKILLSCAN_CORPUS_DUMP=1` prints every finding the corpus tests see, for checking them by hand. */
export const DUMP = process.env.SKILLSCAN_CORPUS_DUMP === '1';
