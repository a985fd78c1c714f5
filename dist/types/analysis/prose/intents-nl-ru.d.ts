import type { ClassHit } from './intents-control.js';
import { type Analysed } from './sentence.js';
import type { View } from './view.js';
/** Dutch and Russian intents of one sentence (the secret read just before, for a send pointing back). */
export declare function dutchRussianIntents(v: View, readBefore?: string): ClassHit[];
/**
 * Marks `a` when `prev`, just before it, reads a secret (for a Dutch or Russian send). Sentences are walked
 * one at a time, each linked to the one before it as it is analysed.
 */
export declare function linkSecretRead(prev: Analysed | undefined, a: Analysed): void;
