import { words } from './lexicon.js';
import type { View } from './view.js';

/** Verbs that change something where it is. */
const CHANGE = words(
  'update configure reconfigure modify change manage patch provision deploy sync maintain administer',
);
const DETERMINERS = new Set(['the', 'a', 'an', 'any', 'all', 'its', 'their', 'each', 'every']);

/**
 * A remote word that a purpose clause changes ("executing shell scripts to update remote cell
 * configurations", "to manage remote servers"): what the run acts on, not where the text it runs comes
 * from. Only right after `to <verb>` (a determiner between them allowed): "scripts fetched from the remote
 * gist" or "the downloaded script" is still a source.
 */
export function changedThere(v: View, j: number): boolean {
  const k = DETERMINERS.has(v.w(j - 1)) ? j - 2 : j - 1;
  return v.isWordIn(k, CHANGE) && v.w(k - 1) === 'to';
}
