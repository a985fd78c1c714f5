import type { Token } from './tokens.js';
/** For each described store in the sentence: the index of its file word, and the store's path. */
export declare function describedStores(toks: readonly Token[]): Map<number, string>;
