import { type OrgReport } from './report.js';
import type { RepoScan } from './scan.js';
/** One repository's SARIF log; its automation id makes each repository its own code-scanning category. */
export declare function sarifOf(r: RepoScan): string;
/** `DIR/<owner>_<repo>.sarif` per scanned repository. */
export declare function writeSarifs(dir: string, scans: readonly RepoScan[]): Promise<void>;
/** `DIR/report.json` and `DIR/report.md`. */
export declare function writeReports(dir: string, report: OrgReport, serverUrl?: string): Promise<void>;
/** The terminal view: one line per repository with skills or problems, then the totals. */
export declare function formatReportText(report: OrgReport): string;
