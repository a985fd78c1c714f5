import type { Behaviour } from '../../analysis/facts.js';
/**
 * The behaviours of the given kinds in document order. Some twenty rules each ask for one or two kinds of
 * every reached file's behaviours, so each file's list is split by kind once (kept per array, rebuilt if
 * the model appended to it since) instead of each rule testing every behaviour of every file.
 */
export declare function ofKinds(all: readonly Behaviour[], kinds: readonly string[]): readonly Behaviour[];
