import { type Gate } from './config.js';
import { type ListingBudgetBar } from './report/summary.js';
import { type ScanResult } from './scan.js';
/**
 * The GitHub Action (dist/index.js): scan the checkout, write SARIF, annotate the pull request, write the
 * job summary, optionally gate only on new findings and upload to code scanning, then pass or fail.
 * Repository text reaches the log only through core's escaped annotation commands or inertLogLine.
 */
export interface ActionInputs {
    path: string;
    config: string;
    failOn: Gate;
    sarifFile: string;
    annotations: boolean;
    summary: boolean;
    onlyNew: boolean;
    uploadSarif: boolean;
    category: string;
    token: string;
}
export declare function readInputs(): ActionInputs;
/** The listing budget per runtime and catalog, from the listing simulator (src/discovery/listing.ts). */
export declare function listingBudgets(result: ScanResult): ListingBudgetBar[];
export declare function run(env?: NodeJS.ProcessEnv): Promise<void>;
