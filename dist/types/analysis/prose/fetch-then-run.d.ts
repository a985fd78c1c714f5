import type { ClassHit } from './intents-control.js';
import { type Analysed } from './sentence.js';
import type { View } from './view.js';
/** Marks `a` when `prev`, the sentence just before it in the same text, fetches from a remote URL. */
export declare function linkFetch(prev: Analysed | undefined, a: Analysed): void;
/** The run of what the sentence before fetched: the verb, its object, and the URL. */
export declare function runOfFetched(v: View, fetched: string | undefined): ClassHit[];
