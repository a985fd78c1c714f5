import type { Gate } from '../config.js';
import { type OrgReport } from './report.js';
/**
 * `skillscan org-merge`: the reports of an organisation's shards (or of several partial runs) become the
 * one report an unsharded scan would have written — same repositories, same totals, same bytes outside
 * `run`. A shard whose report is missing is not silently dropped: each repository it should have scanned
 * (every shard names the others' repositories) becomes a "could not be scanned" entry, so the exit code
 * is 2 and the report says which.
 */
export declare class MergeError extends Error {
}
export interface MergeInput {
    /** Where the report came from, for messages. */
    origin: string;
    report: OrgReport;
}
/** Parses and validates one report.json; a clear error names the file and the first problem. */
export declare function parseReport(text: string, origin: string): OrgReport;
export declare function mergeReports(inputs: readonly MergeInput[], failOn?: Gate): OrgReport;
