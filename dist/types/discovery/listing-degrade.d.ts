/**
 * The arithmetic of the listing simulation (src/discovery/listing.ts): what the listing needs, which trigger
 * hints go (stage 1), and when it still overflows the largest common description cap that fits with the
 * fewest skills reduced to their names or omitted (stages 2 and 3).
 *
 * A catalogue is two parts: one shared by every catalogue of a runtime (the repository's skills), prepared
 * once — sorted, measured, with prefix sums along the orders degradation visits entries in — and its own
 * (one plugin's skills), merged in by binary search. Every trial total is then a sum of two prefix sums, so a
 * catalogue costs O(own · log n) however many skills it shares: 80 plugin catalogues of 3,600 repository
 * skills each were measured, sorted and summed again per catalogue (0.3-0.5 s of a 10,000-skill scan). The
 * searches probe the same trials as summing every entry per trial would, and choose the same outcome
 * (test/discovery/listing-degrade.test.ts checks it against a plain simulation).
 */
/** What the arithmetic reads of a listing entry besides its lengths. */
export interface DegradedEntry {
    name: string;
    origin: string;
    priority: number;
}
export declare const TRIGGER_SEP = " - ";
/** What a runtime and its budget decide, read once per simulation. */
export interface Limits {
    /** The runtime lists `when_to_use` after the description. */
    triggerField: boolean;
    /** Past the floor, whole skills are omitted (Codex) or fall to their name (Claude Code). */
    omit: boolean;
    minDescChars: number;
    /** The per-entry cap. */
    maxDesc: number | null;
    /** The listing budget. */
    chars: number;
}
/** The first position in [0, n) where `before` turns false (it is true, then false); n when it never does. */
export declare function firstNotBefore(n: number, before: (at: number) => boolean): number;
/**
 * Entries in listing order with their lengths in code points, the orders degradation visits them in (trigger
 * hints longest first; descriptions longest first, Codex's lowest-priority scope first; ties in listing
 * order, as a stable sort by name left them), and sums along those orders.
 */
export declare class Part<E extends DegradedEntry> {
    readonly entries: readonly E[];
    readonly limits: Limits;
    readonly nameLen: Int32Array;
    readonly descLen: Int32Array;
    /** 0 when the runtime shows no trigger hint or the entry has none. */
    readonly trigLen: Int32Array;
    readonly bundled: Uint8Array;
    readonly priority: Float64Array;
    /** Listing positions of the entries not bundled, in degradation order, and each entry's rank there. */
    readonly degradation: Int32Array;
    readonly degradationRank: Int32Array;
    /** Listing positions of the entries not bundled that have a trigger hint, longest first, and their ranks. */
    readonly triggers: Int32Array;
    readonly triggerRank: Int32Array;
    /** Σ of what every entry costs shown whole at the per-entry cap (hints included), and of the bundled ones. */
    readonly fullCost: number;
    readonly bundledCost: number;
    readonly bundledCount: number;
    /** Along `triggers`: what dropping each hint saves. */
    readonly hintSavings: Float64Array;
    /** Along `degradation`: names, texts (c: the description at the per-entry cap), c at the floor, empty ones. */
    readonly names: Float64Array;
    readonly texts: Float64Array;
    readonly floorTexts: Float64Array;
    readonly floorEmpty: Float64Array;
    readonly empty: Float64Array;
    /** c along `degradation`; it never grows within a run (one per priority when omitting), so runs search. */
    readonly text: Int32Array;
    readonly runs: number[];
    /** The longest c, at least the floor. */
    readonly longest: number;
    /** `entries` in listing order, and their lengths [name, description, when_to_use]. */
    constructor(entries: readonly E[], lengths: (e: E) => {
        name: number;
        description: number;
        whenToUse: number;
    }, limits: Limits);
    /** The description, with its trigger hint when shown, in code points. */
    textLen(i: number, trigger: boolean): number;
    /** Σ over degradation positions from `from` on of min(c, cap), each run searched for where c ≤ cap. */
    textsFrom(from: number, cap: number): number;
}
/** One catalogue's outcome: how far each part went down each order, and the common cap. */
export interface Outcome {
    /** Characters the listing needs with every entry at its per-entry cap. */
    needed: number;
    budgetHit: boolean;
    /** How many shared entries precede each own entry (by own listing position) in listing order. */
    inserted: Int32Array;
    /** How many of each part fell to their name (or were omitted): the first ones in degradation order. */
    dropped: {
        shared: number;
        own: number;
    };
    /** How many of each part lost their trigger hint: the first ones in trigger order. */
    hintsDropped: {
        shared: number;
        own: number;
    };
    /** The common description cap of the entries not bundled (`limits.maxDesc` when none was needed). */
    cap: number | null;
}
/**
 * Simulates one catalogue made of the shared part and its own part. Where entries compare equal in listing
 * order the shared one comes first, as a stable sort of `[...shared, ...own]` would leave them.
 */
export declare function simulateParts<E extends DegradedEntry>(shared: Part<E>, own: Part<E>, listingOrder: (a: E, b: E) => number): Outcome;
