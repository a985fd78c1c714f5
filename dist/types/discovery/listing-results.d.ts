import type { Region } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
/**
 * What the listing simulation (src/discovery/listing.ts) reads and hands out: entries, and per entry what
 * the model sees once the simulation decided its level and cap.
 */
export type EntryOrigin = 'repository' | 'user' | 'plugin' | 'bundled';
/** Where a piece of listed text sits in the repository, to map a cut back to a line and column. */
export interface TextSource {
    path: string;
    field: 'description' | 'when_to_use' | 'body';
    /** Offsets in the file text of the value as written (quotes and block headers included). */
    start: number;
    end: number;
    /** Converts a file offset to a region. */
    region(start: number, end: number): Region;
    /** The file text. */
    text: string;
}
export interface ListingEntry {
    name: string;
    description: string;
    whenToUse?: string;
    origin: EntryOrigin;
    /** Scope priority for omission (lower = dropped first). */
    priority: number;
    doc?: SkillDoc;
    descriptionSource?: TextSource;
    triggerSource?: TextSource;
}
export type EntryState = 'full' | 'capped' | 'trigger-dropped' | 'truncated' | 'name-only' | 'omitted';
export interface EntryResult {
    entry: ListingEntry;
    /** The exact line the model sees ('' when omitted). */
    shown: string;
    state: EntryState;
    /** Characters this entry costs, its line break included. */
    cost: number;
    /** Code-point offset in the full text (description + ' - ' + when_to_use) of the first character not
     * shown; undefined when everything is shown. */
    cutAt?: number;
    /** Full text length in code points. */
    fullLength: number;
    /** The part of the cut that was caused by the budget (not only the per-entry cap). */
    byBudget: boolean;
}
/**
 * `Array.from(s).length` without building the array (a lone surrogate counts as one, as there): the
 * listing measures every skill's name and description once per runtime and catalog.
 */
export declare function codePointLength(s: string): number;
/** An entry's lengths in code points, measured once per simulation (the shared part holds them). */
export declare function lengthsOf(e: ListingEntry): {
    name: number;
    description: number;
    whenToUse: number;
};
export type Level = 'text' | 'name-only' | 'omitted';
/** An entry's lengths in code points, its hint's 0 where the runtime shows none. */
interface Lengths {
    name: number;
    desc: number;
    trig: number;
}
/**
 * The last result made for each entry, shared by the catalogues of one simulation: they repeat the same
 * repository skills and mostly settle on the same cap, so a skill's result in one is usually its result in
 * the next. Reusing it keeps about one object per skill instead of one per skill and catalogue (1.3 million
 * retained results for 10,000 skills in 80 plugins). Results are read-only. The shared entries are known by
 * their position (an array, not a map).
 */
export declare class MadeResults {
    private readonly maxDesc;
    private readonly shared;
    private readonly own;
    constructor(maxDesc: number | null);
    /** The result of entry `e` (shared entry `slot`, or an own entry when `slot` is -1) at this outcome. */
    get(slot: number, e: ListingEntry, lengths: Lengths, level: Level, cap: number | null, trigger: boolean, budgetHit: boolean): EntryResult;
}
export {};
