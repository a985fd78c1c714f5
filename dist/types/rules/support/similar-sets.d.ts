/**
 * Pairs of word sets with Jaccard similarity at or above a threshold, without comparing every pair
 * (skill-conflict's same-job rivals): with each set's words ordered rarest first, two sets that reach the
 * threshold t must share a word among the first |w| − ⌈t·|w|⌉ + 1 of either (prefix filtering), so only pairs
 * meeting in those prefixes are compared.
 *
 * Words are numbered once in rarity order (fewest sets first, then by spelling), so each set sorts as numbers
 * and two sets intersect by a merge: sorting each set with a comparator that looked both words up in a map,
 * and intersecting as sets, was 0.3 s of a 10,000-skill scan.
 */
/**
 * Every pair [earlier, later, similarity] of `items` whose sets reach `threshold` and meet in their prefixes,
 * ordered by the later item's position, then the earlier's.
 */
export declare function similarPairs<T extends {
    w: ReadonlySet<string>;
}>(items: readonly T[], threshold: number): Array<[T, T, number]>;
