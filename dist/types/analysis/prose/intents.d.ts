import type { IntentClass, TextContainer, TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import { type ClassHit } from './intents-control.js';
import type { Analysed } from './sentence.js';
/**
 * Runs every recogniser over one analysed sentence and turns hits into located `TextIntent`s, deciding
 * each intent's role and negation from the sentence's role and the hit: a negation that is the intent
 * itself ("don't tell the user") does not make the sentence a warning; a declarative that asks by its
 * meaning ("the user's instructions no longer apply") is an instruction; a hit inside quotation marks,
 * a heading, a table, link text or a catalogue is a mention.
 */
export interface Zones {
    /** Link texts and image alt texts inside the sentence (offsets relative to the sentence). */
    links: Array<{
        start: number;
        end: number;
        alt: boolean;
    }>;
    /**
     * Whether a prohibition reaches the sentence-relative offset (src/analysis/prohibition-scope.ts: "FORBIDDEN:
     * …", a list under "Never:", a "Don't" column), for text read in its document.
     */
    forbids?: (off: number) => boolean;
}
export declare function hitsOf(a: Analysed, description: boolean): ClassHit[];
export declare function keyOf(cls: IntentClass, evidence: string): string;
export declare function intentsOf(a: Analysed, lines: LineMap, zones: Zones, description?: boolean, containerOverride?: TextContainer): TextIntent[];
