import { type Destination } from './passage-targets.js';
import type { Passage } from './passages.js';
/**
 * What a passage names that no language translates (passage-asks.ts): a secret store by its path, where data
 * goes (passage-targets.ts) and the agent's memory or settings file — each with the sentence and offset it
 * stands at, so the send verb can be tied to them (passage-sends.ts). Nothing inside quotation marks counts.
 */
/** Where in the passage something stands: the index of its sentence and the offset in that sentence's text. */
export interface Spot {
    s: number;
    at: number;
}
export interface Found {
    store?: string;
    storeAt?: Spot;
    dest?: Destination;
    destAt?: Spot;
    persist?: string;
}
/** Text's words for the lexicon: lower case, NFC, URLs and code blanked. */
export declare function wordText(raw: string): string;
/** The secret store, destination and memory or settings file the passage names (not inside quotation marks). */
export declare function evidenceIn(p: Passage): Found;
