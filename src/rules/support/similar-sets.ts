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
 * Each set as its words' numbers in rarity order, ascending, and how many words occur in one set only: those
 * come first and are numbered in any order (they meet no other set, so which of them fill a prefix changes
 * nothing), which leaves only the words sets share to sort (6,000 of 36,000 on 10,000 skills). Each word is
 * looked up once per set it is in.
 */
function numbered(sets: readonly ReadonlySet<string>[]): {
  sets: Int32Array[];
  single: number;
  words: number;
} {
  const ids = new Map<string, number>();
  const spelled: string[] = [];
  const counts: number[] = [];
  // One buffer for every set (views into it): 10,000 small typed arrays each had a buffer of their own.
  let total = 0;
  for (const set of sets) total += set.size;
  const all = new Int32Array(total);
  let at = 0;
  const byId = sets.map((set) => {
    const out = all.subarray(at, at + set.size);
    at += set.size;
    let i = 0;
    for (const word of set) {
      let id = ids.get(word);
      if (id === undefined) {
        id = spelled.length;
        ids.set(word, id);
        spelled.push(word);
        counts.push(0);
      }
      counts[id]!++;
      out[i++] = id;
    }
    return out;
  });
  const rank = new Int32Array(spelled.length);
  // Shared words by how many sets hold them, then by spelling (code units, as the default sort compares).
  const byCount = new Map<number, string[]>();
  let next = 0;
  for (let id = 0; id < spelled.length; id++) {
    if (counts[id] === 1) {
      rank[id] = next++;
      continue;
    }
    const words = byCount.get(counts[id]!) ?? [];
    words.push(spelled[id]!);
    byCount.set(counts[id]!, words);
  }
  const single = next;
  for (const count of [...byCount.keys()].sort((a, b) => a - b))
    for (const word of byCount.get(count)!.sort()) rank[ids.get(word)!] = next++;
  for (const set of byId) {
    for (let i = 0; i < set.length; i++) set[i] = rank[set[i]!]!;
    set.sort();
  }
  return { sets: byId, single, words: next };
}

/** |a ∩ b| / |a ∪ b| of two ascending number sets: the same value as counting shared members of the sets. */
function jaccardSorted(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  const union = a.length + b.length - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Every pair [earlier, later, similarity] of `items` whose sets reach `threshold` and meet in their prefixes,
 * ordered by the later item's position, then the earlier's.
 */
export function similarPairs<T extends { w: ReadonlySet<string> }>(
  items: readonly T[],
  threshold: number,
): Array<[T, T, number]> {
  const { sets, single, words: vocabulary } = numbered(items.map((x) => x.w));
  // The items whose prefix holds each word (by number), in item order; a word of one set has none to meet.
  const index: Array<number[] | undefined> = new Array(vocabulary - single);
  const seen = new Int32Array(items.length).fill(-1);
  const out: Array<[T, T, number]> = [];
  for (let i = 0; i < items.length; i++) {
    const words = sets[i]!;
    const prefix = Math.min(words.length, words.length - Math.ceil(threshold * words.length) + 1);
    const candidates: number[] = [];
    for (let p = 0; p < prefix; p++) {
      if (words[p]! < single) continue;
      for (const j of index[words[p]! - single] ?? []) {
        if (seen[j] === i) continue;
        seen[j] = i;
        candidates.push(j);
      }
    }
    candidates.sort((a, b) => a - b);
    for (const j of candidates) {
      const sim = jaccardSorted(sets[j]!, words);
      if (sim >= threshold) out.push([items[j]!, items[i]!, sim]);
    }
    for (let p = 0; p < prefix; p++) {
      if (words[p]! < single) continue;
      const list = index[words[p]! - single] ?? [];
      list.push(i);
      index[words[p]! - single] = list;
    }
  }
  return out;
}
