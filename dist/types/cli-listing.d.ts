import { type Command } from './cli.js';
import { type ListingSettings, type RuntimeListing } from './discovery/listing.js';
import { type RuntimeId } from './model/skill.js';
import { type ListingReport } from './report/listing.js';
/** Command-line flags and SLASH_COMMAND_TOOL_CHAR_BUDGET override the configuration, as in Claude Code. */
export declare function effectiveSettings(base: ListingSettings, contextWindow: number | undefined, env: Record<string, string | undefined>): ListingSettings;
export declare function listingReport(root: string, listings: RuntimeListing[], asked: RuntimeId[]): ListingReport;
export declare const listingCommand: Command;
