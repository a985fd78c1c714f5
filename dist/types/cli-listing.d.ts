import { type Command } from './cli-args.js';
import { type RuntimeListing } from './discovery/listing-model.js';
import { type RuntimeId } from './discovery/runtimes/index.js';
import { type ListingReport } from './report/listing.js';
export declare function listingReport(root: string, listings: readonly RuntimeListing[], asked: RuntimeId[]): ListingReport;
export declare const listingCommand: Command;
