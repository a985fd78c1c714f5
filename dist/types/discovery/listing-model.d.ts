import type { FlatListingSettings, ListingSettings } from '../listing-settings.js';
import type { ScanModel } from '../model/model.js';
import type { SkillDoc } from '../model/skill.js';
import { type Budget, type ListingEntry, type ListingResult } from './listing.js';
import { type ListedRuntime, type RuntimeId } from './runtimes/index.js';
/** `disable-model-invocation` as the runtime reads it (yes/on/1 accepted from Claude Code 2.1.218). */
export declare function hiddenFromModel(doc: SkillDoc, runtimeVersion?: string): boolean;
/**
 * The repository's entries for one runtime, grouped into catalogs that are installed together: each lists
 * the shared entries (the repository's own skills) and its own (one plugin's, and extra installed skills).
 */
export interface Catalogs {
    shared: ListingEntry[];
    catalogs: Array<{
        /** `repository` or `plugin <name>`: the repository's own skills plus one plugin's. */
        label: string;
        own: ListingEntry[];
    }>;
}
/** Extra installed skills from the settings, as entries (synthetic names when only counts are given). */
export declare function extraEntries(settings: FlatListingSettings): ListingEntry[];
/**
 * Catalogs of one runtime: the repository's own skills (project, personal, nested, managed) plus, per
 * plugin, that plugin's skills — a marketplace's plugins are installed one by one, so simulating all of
 * them in one listing would overstate the pressure. Extra installed skills join every catalog.
 */
export declare function catalogsFromModel(model: ScanModel, profile: ListedRuntime, settings: FlatListingSettings): Catalogs;
export interface CatalogListing {
    label: string;
    result: ListingResult;
}
export interface RuntimeListing {
    profile: ListedRuntime;
    budget: Budget;
    catalogs: CatalogListing[];
}
/**
 * Simulates the listing of every runtime that has a profile, is enabled, and loads something. The same
 * model, settings object and runtimes give the same (shared, read-only) result without simulating again.
 */
export declare function simulateModel(model: ScanModel, settings?: ListingSettings, runtimes?: readonly RuntimeId[]): readonly RuntimeListing[];
/** One bar per runtime for the job summary: the fullest catalog's use of its budget, in characters. */
export declare function budgetBars(listings: readonly RuntimeListing[]): Array<{
    runtime: string;
    used: number;
    budget: number;
    unit: string;
}>;
