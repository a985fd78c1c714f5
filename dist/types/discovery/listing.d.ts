import type { Region } from '../findings.js';
import type { ScanModel } from '../model/model.js';
import type { RuntimeId, SkillDoc } from '../model/skill.js';
/**
 * The skill listing a runtime puts in the model's context every turn, simulated from data
 * (../shared/docs/skills.md §2.3, §3, §5 fact 3). The simulator is pure: callers hand it entries and
 * settings, it returns what the model sees. `entriesFromModel` turns a scan model into entries.
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
export interface VersionStep {
    /** First runtime version (`major.minor.patch`) the values apply to. */
    since: string;
    maxDescChars: number | null;
}
export interface ListingProfile {
    runtime: RuntimeId;
    name: string;
    budgetFraction: number;
    /** Budget when the context window is unknown. */
    fallbackChars: number;
    /** Per-entry cap on description (+ trigger hint) at the newest version; null = none documented. */
    maxDescChars: number | null;
    /** Older caps by version (ascending `since`); versions before the first step have `baseMaxDescChars`. */
    versions: VersionStep[];
    baseMaxDescChars: number | null;
    /** Below this many characters a cut description is useless and the skill degrades further. */
    minDescChars: number;
    /** Environment variable that fixes the budget in characters. */
    envBudget?: string;
    /** The runtime shows `when_to_use` after the description (Claude Code only). */
    triggerField: boolean;
    /** What happens past the last stage: Claude Code keeps every name, Codex drops whole skills. */
    overflow: 'name-only' | 'omit';
    /** Whitespace runs collapse to one space (Codex documents it; Claude Code lists one line per skill). */
    collapseWhitespace: boolean;
    /** Where the numbers come from. */
    source: string;
}
export declare const CHARS_PER_TOKEN = 4;
export declare const LISTING_PROFILES: readonly ListingProfile[];
/**
 * Runtimes skills.md gives no listing numbers for: they are not simulated, and the CLI says so rather
 * than inventing a budget.
 */
export declare const UNSIMULATED_REASON = "skills.md documents no listing budget or per-entry cap for this runtime; it is not simulated";
export declare function listingProfile(runtime: RuntimeId): ListingProfile | undefined;
export interface ExtraSkill {
    name: string;
    description?: string;
    whenToUse?: string;
}
/** Installed skills that are not in the repository: a count with average sizes, or an explicit list. */
export type ExtraSkills = {
    count: number;
    averageDescriptionChars?: number;
    averageNameChars?: number;
} | ExtraSkill[];
export interface ListingSettings {
    /** The model's context window in tokens; unknown = the profile's fallback budget. */
    contextWindow?: number;
    runtimeVersion?: string;
    /** Fixed budget in characters (what the runtime's environment variable does). */
    charBudget?: number;
    budgetFraction?: number;
    maxDescChars?: number;
    extraSkills?: {
        user?: ExtraSkills;
        plugin?: ExtraSkills;
        bundled?: ExtraSkills;
    };
    /** Per-runtime overrides of everything above. */
    runtimes?: Partial<Record<RuntimeId, Omit<ListingSettings, 'runtimes'>>>;
}
/** Reads the free-form `config.listing` defensively (the schema validated files; callers may not). */
export declare function readListingSettings(raw: unknown): ListingSettings;
/** Settings for one runtime: the per-runtime block wins over the top level. */
export declare function settingsFor(settings: ListingSettings, runtime: RuntimeId): Omit<ListingSettings, 'runtimes'>;
export declare function compareVersions(a: string, b: string): number;
export interface Budget {
    chars: number;
    /** How the budget was decided, for messages and the CLI header. */
    basis: string;
    maxDescChars: number | null;
}
export declare function budgetFor(profile: ListingProfile, s: Omit<ListingSettings, 'runtimes'>): Budget;
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
    profile: ListingProfile;
    budget: Budget;
    /** Characters the shown listing uses (entries joined by line breaks). */
    used: number;
    /** Characters the listing would need with every entry at its per-entry cap. */
    needed: number;
    overBudget: boolean;
    entries: EntryResult[];
    text: string;
}
/** Simulates one runtime's listing for the given entries. Deterministic; O(n log n log L) arithmetic. */
export declare function simulateListing(profile: ListingProfile, entries: readonly ListingEntry[], budget: Budget): ListingResult;
/** `disable-model-invocation` as the runtime reads it (yes/on/1 accepted from Claude Code 2.1.218). */
export declare function hiddenFromModel(doc: SkillDoc, runtimeVersion?: string): boolean;
/** The repository's entries for one runtime, grouped into catalogs that are installed together. */
export interface Catalog {
    /** `repository` or `plugin <name>`: the repository's own skills plus one plugin's. */
    label: string;
    entries: ListingEntry[];
}
/** Extra installed skills from the settings, as entries (synthetic names when only counts are given). */
export declare function extraEntries(settings: Omit<ListingSettings, 'runtimes'>): ListingEntry[];
/**
 * Catalogs of one runtime: the repository's own skills (project, personal, nested, managed) plus, per
 * plugin, that plugin's skills — a marketplace's plugins are installed one by one, so simulating all of
 * them in one listing would overstate the pressure. Extra installed skills join every catalog.
 */
export declare function catalogsFromModel(model: ScanModel, profile: ListingProfile, settings: Omit<ListingSettings, 'runtimes'>, implicitOff?: ReadonlySet<SkillDoc>): Catalog[];
/**
 * The file offset of the `index`-th code point of `value` (as the runtime sees it) inside the source
 * text of the value as written. Walks both in step: a whitespace run in the value matches a whitespace
 * run in the source (folded lines, collapsed spaces); quotes, escapes and block headers in the source
 * are skipped by a bounded look-ahead. Linear in the source length.
 */
export declare function sourceOffset(src: TextSource, value: string, index: number): number;
/** Region from the cut to the end of the value that holds it (the whole value when nothing of it shows). */
export declare function cutRegion(r: EntryResult): {
    region: Region;
    path: string;
    field: TextSource['field'];
} | undefined;
export interface CatalogListing {
    label: string;
    result: ListingResult;
}
export interface RuntimeListing {
    profile: ListingProfile;
    budget: Budget;
    catalogs: CatalogListing[];
}
/** Simulates the listing of every runtime that has a profile, is enabled, and loads something. */
export declare function simulateModel(model: ScanModel, settings: ListingSettings, runtimes?: readonly RuntimeId[], implicitOff?: ReadonlySet<SkillDoc>): RuntimeListing[];
/** One bar per runtime for the job summary: the fullest catalog's use of its budget, in characters. */
export declare function budgetBars(listings: readonly RuntimeListing[]): Array<{
    runtime: string;
    used: number;
    budget: number;
    unit: string;
}>;
/**
 * Skills whose `agents/openai.yaml` sets `policy.allow_implicit_invocation: false`: Codex keeps them out
 * of the model's context (explicit `$skill` only). A file that does not parse is ignored, as Codex does.
 */
export declare function codexImplicitOff(model: ScanModel): Promise<Set<SkillDoc>>;
