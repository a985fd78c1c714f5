import type { ClassHit } from './intents-control.js';
import { type Analysed } from './sentence.js';
import type { View } from './view.js';
/** Marks `a` with the secret store the sentence just before it names, when it names one. */
export declare function linkStoreNamed(prev: Analysed | undefined, a: Analysed): void;
/**
 * The read a pointing-back send implies: a send verb whose object is "this/that file", "its contents" or
 * "it", when the sentence before named a secret store and this one names none of its own.
 */
export declare function storeTakenUp(v: View, store: string | undefined): ClassHit[];
