import type { Analysed } from './sentence.js';
/** Turns descriptive sentences about a cast persona into instructions, in place. */
export declare function readPersonaActions(sents: Analysed[]): void;
