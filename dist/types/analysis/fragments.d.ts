import type { Region } from '../findings.js';
import type { LineMap } from './lines.js';
/**
 * Labelled encoded pieces (`PART1="…"`, `chunk b: …`, `fragment two = …`): one value split over several
 * places so that no single file holds anything to flag. A fact of the file that holds the piece; the
 * split-payload rule puts the pieces of one closure back together (rules/split-payload.md).
 */
export interface Fragment {
    /** Where the piece goes: the label's number, letter (a = 1) or word (one = 1). */
    order: number;
    /** The encoded-looking value. */
    value: string;
    at: Region;
}
export declare function findFragments(text: string, lines: LineMap): Fragment[];
