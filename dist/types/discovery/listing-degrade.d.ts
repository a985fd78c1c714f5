import type { ListedRuntime } from './runtimes/index.js';
/**
 * Stages 2 and 3 of the listing simulation (src/discovery/listing.ts): when trigger hints are gone and the
 * listing still overflows, the largest common description cap that fits, with the fewest skills reduced to
 * their names (or omitted). The searches are the same binary searches as summing every entry per trial, but
 * each trial's total comes from prefix sums: a 10,000-skill catalogue was summed ~24 times per runtime and
 * per plugin catalogue (0.25 s of a pull-request scan's 0.5 s listing simulation).
 */
/** An entry being degraded: its lengths in code points, measured once, and its current level and cap. */
/** What degradation reads of a listing entry. */
export interface DegradedEntry {
    name: string;
    origin: string;
    priority: number;
}
export interface Work<E extends DegradedEntry = DegradedEntry> {
    e: E;
    /**
     * The entry's position in listing order. Degradation sorts only entries that are not bundled, and those
     * are listed by name, so this orders them by name (equal names in their listing order, as a stable sort
     * by name leaves them) without comparing strings: 80 plugin catalogues of 8,000 skills were sorted by a
     * string comparison per pair.
     */
    at: number;
    trigger: boolean;
    cap: number | null;
    level: 'text' | 'name-only' | 'omitted';
    nameLen: number;
    descLen: number;
    trigLen: number;
}
export declare const TRIGGER_SEP = " - ";
/** Character arithmetic over the work list: what each entry costs at its current level and cap. */
export declare class Costs {
    readonly works: readonly Work[];
    readonly maxDesc: number | null;
    constructor(works: readonly Work[], maxDesc: number | null);
    baseLen(w: Work): number;
    cappedLen(w: Work): number;
    costOf(w: Work): number;
    total(): number;
}
/** Longest first, then by name (`at`, see Work). */
export declare const byLongest: (f: (w: Work) => number) => (a: Work, b: Work) => number;
/**
 * The largest common cap that fits with the first k skills (in degradation order) reduced to names (or
 * omitted); k grows only when no cap of at least minDescChars fits. Levels and caps are set on `rest`.
 */
export declare function capAndDrop(profile: ListedRuntime, rest: Work[], costs: Costs, chars: number): void;
