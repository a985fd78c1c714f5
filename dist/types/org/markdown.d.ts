import { type OrgReport } from './report.js';
/**
 * `report.md`: the organisation report for people, and the job summary of the org-scan workflow. The
 * repositories a person must look at first (a critical finding or a chained attack), then a table of every
 * repository with skills, then what could not be scanned and what was skipped. Repository text goes
 * through inertMarkdown; the whole stays under GitHub's 1 MiB step-summary limit
 * (../shared/docs/github.md §2). Only the last line (this run's requests and time) differs between runs.
 */
export interface MarkdownOptions {
    /** GITHUB_SERVER_URL: links to repositories and lines (default https://github.com). */
    serverUrl?: string;
}
export declare function formatReportMarkdown(report: OrgReport, options?: MarkdownOptions): string;
