import type { Budget } from './listing-budget.js';
import { type EntryResult, type ListingEntry } from './listing-results.js';
import { type ListedRuntime, type RuntimeId } from './runtimes/index.js';
/**
 * The skill listing a runtime puts in the model's context every turn, simulated from data
 * (docs/skills.md §2.3, §3, §5 fact 3). The simulator is pure: callers hand it entries and
 * settings, it returns what the model sees. listing-model.ts turns a scan model into entries.
 *
 * Budget: characters = context window (tokens) × 4 characters per token × budget fraction. The factor 4
 * is what makes the documented fallback consistent: 8,000 = 200,000 tokens × 4 × 1% (Claude Code).
 *
 * Degradation when over budget. Claude Code's docs say descriptions of the least-invoked skills go first;
 * a static scanner has no usage data, so this simulator uses a fixed, deterministic order instead and
 * degrades in stages, each stage only as far as needed:
 *   1. trigger hints (`when_to_use`) are dropped, longest hint first;
 *   2. descriptions are cut to one common cap, the largest that fits ("water-filling": short descriptions
 *      stay whole, only the longest are cut), but never below `minDescChars`;
 *   3. skills fall to their name only (Claude Code: the name is always listed) or are omitted (Codex:
 *      whole skills dropped, lowest-priority scope first), longest description first, until the rest fit.
 * Longest-first touches the fewest skills for the characters it frees, and the result does not depend on
 * file order. Bundled skills are reserved: always shown whole, their cost taken off the budget first.
 * Characters are counted in Unicode code points (Claude Code counts display width; they differ only
 * for wide characters such as CJK and emoji).
 */
export { type Budget, budgetFor, CHARS_PER_TOKEN, compareVersions } from './listing-budget.js';
export { TRIGGER_SEP } from './listing-degrade.js';
export { codePointLength, type EntryOrigin, type EntryResult, type EntryState, type ListingEntry, type TextSource, } from './listing-results.js';
/** The runtimes whose listing is simulated: those with a documented budget (`listing` in their profile). */
export declare const LISTING_PROFILES: readonly ListedRuntime[];
/**
 * Runtimes docs/skills.md gives no listing numbers for: they are not simulated, and the CLI says so rather
 * than inventing a budget.
 */
export declare const UNSIMULATED_REASON = "skills.md documents no listing budget or per-entry cap for this runtime; it is not simulated";
export declare function listingProfile(runtime: RuntimeId): ListedRuntime | undefined;
export interface ListingResult {
    profile: ListedRuntime;
    budget: Budget;
    /** Characters the shown listing uses (entries joined by line breaks). */
    used: number;
    /** Characters the listing would need with every entry at its per-entry cap. */
    needed: number;
    overBudget: boolean;
    /** Every entry, in listing order. */
    readonly entries: EntryResult[];
    /**
     * The same entries as the catalogue was built, each part in listing order: those every catalogue of the
     * runtime lists (one array for all the catalogues that degrade them alike, so a reader of every catalogue
     * can read them once) and the catalogue's own.
     */
    readonly parts: {
        readonly shared: readonly EntryResult[];
        readonly own: readonly EntryResult[];
    };
    /** The listing as the model sees it, one line per entry shown. */
    readonly text: string;
}
/**
 * The order a runtime lists skills in: bundled first, then by name. Callers that pass entries already in
 * this order (src/discovery/listing-model.ts sorts the repository's skills once per runtime, not once per
 * catalog) make the sort below a linear pass.
 */
export declare function listingOrder(a: ListingEntry, b: ListingEntry): number;
/**
 * Simulates one runtime's listing for the given entries. Deterministic; O(n log n) arithmetic.
 */
export declare function simulateListing(profile: ListedRuntime, entries: readonly ListingEntry[], budget: Budget): ListingResult;
/**
 * Simulates catalogues of one runtime that all list the `shared` entries (the repository's skills) plus
 * their own (a plugin's): catalogue i lists `[...shared, ...own[i]]`, with exactly the result
 * `simulateListing` gives it. The shared entries are measured and sorted once (listing-degrade.ts), and
 * their results are made once per way a catalogue degrades them: catalogues that degrade them alike share
 * one array of their results (`ListingResult.parts`).
 */
export declare function simulateCatalogues(profile: ListedRuntime, budget: Budget, shared: readonly ListingEntry[], own: readonly (readonly ListingEntry[])[]): ListingResult[];
