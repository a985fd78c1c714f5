import { createHash } from 'node:crypto';

/** One of N deterministic slices of an organisation: `index` is 0-based, shown 1-based as `K/N`. */
export interface Shard {
  index: number;
  count: number;
}

/** A matrix has at most 256 jobs per workflow run (GitHub Actions docs, ../shared/docs/github.md §6). */
export const MAX_SHARDS = 256;

/** Stable shard of a repository: the same name always lands in the same bucket across runs. */
export function shardOf(fullName: string, count: number): number {
  const h = createHash('sha256').update(fullName.toLowerCase()).digest();
  return h.readUInt32BE(0) % count;
}

export function parseShard(text: string): Shard {
  const m = /^(\d{1,3})\/(\d{1,3})$/.exec(text);
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new Error(`--shard must be K/N with 1 ≤ K ≤ N ≤ ${MAX_SHARDS} (got '${text}')`);
  }
  return { index: index - 1, count };
}

export const shardLabel = (s: Shard): string => `${s.index + 1}/${s.count}`;
