import type { ClassHit } from './intents-control.js';
import { type Analysed } from './sentence.js';
import type { View } from './view.js';
/** Marks `a` when `prev`, the sentence just before it in the same text, fetches from a remote URL. */
export declare function linkFetch(prev: Analysed | undefined, a: Analysed): void;
/** The run of what the sentence before fetched: the verb, its object, and the URL. */
export declare function runOfFetched(v: View, fetched: string | undefined): ClassHit[];
/**
 * Named in one sentence, fetched and obeyed in the next: "The current procedure is published at https://….
 * … fetch it with WebFetch and carry out the steps it lists". The fetch takes the address up with a pronoun
 * ("fetch it", "open that page"), and a verb of obeying after it takes the document's steps or the pronoun
 * as its object — as "fetch URL and carry out its steps" does in one sentence (intents-exec.ts).
 */
export declare function obeyOfAddressed(v: View, address: string | undefined): ClassHit[];
