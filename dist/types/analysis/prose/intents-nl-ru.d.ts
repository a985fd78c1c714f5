import type { ClassHit } from './intents-control.js';
import { type Analysed } from './sentence.js';
import type { View } from './view.js';
/** Dutch and Russian intents of one sentence (the secret read just before, for a send pointing back). */
export declare function dutchRussianIntents(v: View, readBefore?: string): ClassHit[];
/** Marks each sentence that follows, close by, a sentence reading a secret (for a Dutch or Russian send). */
export declare function linkSecretReads(sents: Analysed[]): void;
/** Marks `a` when `prev`, just before it, reads a secret (data text walks its sentences one at a time). */
export declare function linkSecretRead(prev: Analysed | undefined, a: Analysed): void;
