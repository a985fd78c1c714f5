/**
 * `skillscan listing`: each runtime's skill listing as the runtime would build it, then a budget table.
 * Takes plain data (built by src/cli-listing.ts from the simulation) so this layer stays independent of
 * discovery; the JSON form is that data as is.
 */
export interface ListingEntryView {
    name: string;
    /** repository, user, plugin, bundled. */
    origin: string;
    path?: string;
    state: string;
    /** Characters of the entry's line as shown. */
    chars: number;
    shown: string;
    /** Characters of description (+ when_to_use) shown, of how many. */
    shownChars: number;
    fullChars: number;
    /** First character the model does not see, in the file. */
    cut?: {
        path: string;
        line: number;
        column: number;
        field: string;
    };
}
export interface CatalogView {
    label: string;
    used: number;
    needed: number;
    overBudget: boolean;
    text: string;
    entries: ListingEntryView[];
}
export interface RuntimeListingView {
    runtime: string;
    name: string;
    budget: {
        chars: number;
        basis: string;
        maxDescChars: number | null;
    };
    catalogs: CatalogView[];
}
export interface ListingReport {
    root: string;
    runtimes: RuntimeListingView[];
    /** Requested runtimes that are not simulated, with the reason. */
    unsimulated: Array<{
        runtime: string;
        reason: string;
    }>;
}
export declare function formatListingText(report: ListingReport): string;
export declare function formatListingJson(report: ListingReport): string;
