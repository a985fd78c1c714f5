import type { Behaviour } from '../../analysis/facts.js';

/** A file's behaviours by kind, each list in document order; `n` is the array length it was built for. */
interface KindIndex {
  n: number;
  byKind: Map<string, Behaviour[]>;
}

const KIND_INDEX = new WeakMap<readonly Behaviour[], KindIndex>();
const NONE: readonly Behaviour[] = Object.freeze([]);

/**
 * The behaviours of the given kinds in document order. Some twenty rules each ask for one or two kinds of
 * every reached file's behaviours, so each file's list is split by kind once (kept per array, rebuilt if
 * the model appended to it since) instead of each rule testing every behaviour of every file.
 */
export function ofKinds(all: readonly Behaviour[], kinds: readonly string[]): readonly Behaviour[] {
  let index = KIND_INDEX.get(all);
  if (index?.n !== all.length) {
    const byKind = new Map<string, Behaviour[]>();
    for (const b of all) {
      const list = byKind.get(b.kind);
      if (list) list.push(b);
      else byKind.set(b.kind, [b]);
    }
    index = { n: all.length, byKind };
    KIND_INDEX.set(all, index);
  }
  const lists: Behaviour[][] = [];
  for (const k of kinds) {
    const list = index.byKind.get(k);
    if (list) lists.push(list);
  }
  if (lists.length === 0) return NONE;
  if (lists.length === 1) return lists[0] as Behaviour[];
  // Several kinds: back in document order, as one pass over the file's list gives them.
  const wanted = new Set(lists.flat());
  return all.filter((b) => wanted.has(b));
}
