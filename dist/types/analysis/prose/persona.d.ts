import type { Analysed } from './sentence.js';
/**
 * Turns descriptive sentences about a cast persona into instructions, in place. `read` is given the
 * sentences of one text in order, each before its intents are read: the cast is the first of the first
 * CAST_WITHIN sentences that casts one, and the sentences after it are read for the persona's actions.
 */
export declare class PersonaActions {
    private name;
    private seen;
    read(a: Analysed): void;
}
