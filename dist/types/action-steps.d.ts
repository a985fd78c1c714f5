import type { Gate } from './config.js';
import type { Finding } from './findings.js';
import { type ListingBudgetBar } from './report/summary.js';
import type { ScanResult } from './scan.js';
/**
 * Steps of the Action after the scan (src/action.ts runs them in order): the SARIF upload, the
 * changed-file list, annotations and the job summary. Each takes what it needs and adds what it has to
 * say to the shared notes and warnings.
 */
export interface StepNotes {
    notes: string[];
    warnings: string[];
}
export interface PullRequest {
    number?: number;
    base?: {
        sha?: string;
    };
    head?: {
        sha?: string;
    };
}
/** Uploads the SARIF log to code scanning; a refused upload (forks) is a warning, a rejected one an error. */
export declare function uploadStep(env: NodeJS.ProcessEnv, token: string, sarif: string, sarifFile: string, said: StepNotes): Promise<void>;
/** The files the pull request changed (API, else git diff); undefined when unknown. */
export declare function changedStep(env: NodeJS.ProcessEnv, token: string, pr: PullRequest, repo: string | undefined): Promise<Set<string> | undefined>;
export declare function annotateStep(considered: readonly Finding[], o: {
    prefix: string;
    titles: Record<string, string>;
    failing: number;
    warnings: number;
    sarifFile: string;
    changed: Set<string> | undefined;
}): void;
/** The listing budget per runtime and catalog, from the listing simulator (src/discovery/listing-model.ts). */
export declare function listingBudgets(result: ScanResult): ListingBudgetBar[];
export declare function summaryStep(env: NodeJS.ProcessEnv, result: ScanResult, o: {
    gate: Gate;
    failing: Finding[];
    prefix: string;
    titles: Record<string, string>;
    sarifFile: string;
    baseline: {
        base: string;
        fingerprints: Set<string>;
    } | undefined;
    preexisting: number;
}, said: StepNotes): Promise<void>;
