import type { Region } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import type { Budget } from './listing-budget.js';
import { type Work as DegradedWork, TRIGGER_SEP } from './listing-degrade.js';
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
/** The runtimes whose listing is simulated: those with a documented budget (`listing` in their profile). */
export declare const LISTING_PROFILES: readonly ListedRuntime[];
/**
 * Runtimes docs/skills.md gives no listing numbers for: they are not simulated, and the CLI says so rather
 * than inventing a budget.
 */
export declare const UNSIMULATED_REASON = "skills.md documents no listing budget or per-entry cap for this runtime; it is not simulated";
export declare function listingProfile(runtime: RuntimeId): ListedRuntime | undefined;
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
export interface ListingResult {
    profile: ListedRuntime;
    budget: Budget;
    /** Characters the shown listing uses (entries joined by line breaks). */
    used: number;
    /** Characters the listing would need with every entry at its per-entry cap. */
    needed: number;
    overBudget: boolean;
    entries: EntryResult[];
    /** The listing as the model sees it, one line per entry shown. */
    readonly text: string;
}
/**
 * `Array.from(s).length` without building the array (a lone surrogate counts as one, as there): the
 * listing measures every skill's name and description once per runtime and catalog.
 */
export declare function codePointLength(s: string): number;
export { TRIGGER_SEP };
type Work = DegradedWork<ListingEntry>;
/** The outcome a shared result was made for: everything resultOf reads besides the entry's lengths. */
interface MadeResult {
    level: Work['level'];
    cap: number | null;
    trigger: boolean;
    trigLen: number;
    maxDesc: number | null;
    budgetHit: boolean;
    result: EntryResult;
}
/**
 * The last result made for each entry, shared by the catalogues of one runtime (simulateListing's
 * `made`). Those catalogues repeat the same repository skills and mostly settle on the same cap, so a
 * skill's result in one is usually its result in the next: reusing it keeps about one object per skill
 * instead of one per skill and catalogue (1.3 million retained results for 10,000 skills in 80
 * plugins). Results are read-only.
 */
export type MadeResults = Map<ListingEntry, MadeResult>;
/**
 * The order a runtime lists skills in: bundled first, then by name. Callers that pass entries already in
 * this order (src/discovery/listing-model.ts sorts the repository's skills once per runtime, not once per
 * catalog) make the sort below a linear pass.
 */
export declare function listingOrder(a: ListingEntry, b: ListingEntry): number;
/**
 * Simulates one runtime's listing for the given entries. Deterministic; O(n log n log L) arithmetic.
 * Catalogues of one runtime that share entries may share `made` (see MadeResults).
 */
export declare function simulateListing(profile: ListedRuntime, entries: readonly ListingEntry[], budget: Budget, made?: MadeResults): ListingResult;
