import type { FlatListingSettings } from '../listing-settings.js';
import type { ListedRuntime } from './runtimes/index.js';
/**
 * A runtime's listing budget from its profile and the scan's settings (src/discovery/listing.ts simulates
 * the listing within it). Characters = context window (tokens) × 4 characters per token × budget fraction.
 */
export declare const CHARS_PER_TOKEN = 4;
export declare function compareVersions(a: string, b: string): number;
export interface Budget {
    chars: number;
    /** How the budget was decided, for messages and the CLI header. */
    basis: string;
    maxDescChars: number | null;
}
export declare function budgetFor(runtime: ListedRuntime, s: FlatListingSettings): Budget;
