import type { ClassHit } from './intents-control.js';
import { type Analysed } from './sentence.js';
import type { View } from './view.js';
/** Marks each sentence that follows, in the same text, a sentence fetching from a remote URL. */
export declare function linkFetches(sents: Analysed[]): void;
/** The run of what the sentence before fetched: the verb, its object, and the URL. */
export declare function runOfFetched(v: View, fetched: string | undefined): ClassHit[];
