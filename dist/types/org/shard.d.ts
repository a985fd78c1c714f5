/** One of N deterministic slices of an organisation: `index` is 0-based, shown 1-based as `K/N`. */
export interface Shard {
    index: number;
    count: number;
}
/** A matrix has at most 256 jobs per workflow run (GitHub Actions docs, ../shared/docs/github.md §6). */
export declare const MAX_SHARDS = 256;
/** Stable shard of a repository: the same name always lands in the same bucket across runs. */
export declare function shardOf(fullName: string, count: number): number;
export declare function parseShard(text: string): Shard;
export declare const shardLabel: (s: Shard) => string;
