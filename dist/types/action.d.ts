import { type Scope } from './action-scope.js';
import { type Gate } from './config.js';
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
    scope: Scope;
    /** Where earlier runs' facts are kept (restored by `actions/cache`); empty: no cache. */
    cacheDir: string;
}
export declare function readInputs(): ActionInputs;
export declare function run(env?: NodeJS.ProcessEnv): Promise<void>;
