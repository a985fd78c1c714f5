import type { Gate } from '../config.js';
import { type Finding, type Severity } from '../findings.js';
import type { RepoScan } from './scan.js';
import type { Skipped } from './select.js';
/**
 * The organisation report (`report.json`, schema in schemas/org-report.schema.json). Everything outside
 * the `run` objects is a pure function of the repositories' trees, the configuration, the gate and
 * skillscan's version: an unsharded scan, the merge of its shards and a warm incremental scan write the
 * same bytes there. `run` objects hold what is about one run: time, API requests, retries, cache use.
 */
export declare const REPORT_SCHEMA = "skillscan-org-report/1";
/** Findings shown per repository; the SARIF log beside the report has every one. */
export declare const TOP_FINDINGS = 10;
export type SeverityCounts = Record<Severity, number>;
export interface ChainStep {
    path: string;
    line?: number;
    message?: string;
}
export interface TopFinding {
    ruleId: string;
    severity: Severity;
    confidence: string;
    category: string;
    message: string;
    path: string;
    line?: number;
    column?: number;
    /** Entry points a user installs that reach the evidence, when elsewhere than `path`. */
    entries: string[];
    /** Entry first, evidence last; empty when the evidence is in the entry file itself. */
    chain: ChainStep[];
    chained: boolean;
    fingerprint: string;
}
export type Attention = 'critical' | 'chained';
export interface RepoRunInfo {
    requests: number;
    cache: string;
    durationMs: number;
    /** With --upload: what code scanning answered. */
    upload?: string;
}
export interface RepoReport {
    repo: string;
    branch: string;
    commit?: string;
    tree?: string;
    skills: number;
    entryPoints: string[];
    /** Unsuppressed findings. */
    findings: {
        total: number;
        bySeverity: SeverityCounts;
        byRule: Record<string, number>;
    };
    suppressed: number;
    attention: Attention[];
    top: TopFinding[];
    /** File name of the repository's SARIF log in the same folder. */
    sarif?: string;
    error?: {
        status: number;
        message: string;
    };
    run: RepoRunInfo;
}
export interface RunInfo {
    startedAt: string;
    durationMs: number;
    requests: {
        total: number;
        listing: number;
    };
    retries: number;
    rateLimitWaits: number;
    rateLimitWaitMs: number;
    cache: {
        hits: number;
        treeHits: number;
        misses: number;
    };
    shards?: string[];
}
export interface OrgReport {
    schema: typeof REPORT_SCHEMA;
    tool: {
        name: string;
        version: string;
    };
    org: string;
    failOn: Gate;
    totals: {
        listed: number;
        scanned: number;
        withSkills: number;
        failed: number;
        skipped: number;
        skills: number;
        findings: number;
        suppressed: number;
        gated: number;
        attention: number;
        bySeverity: SeverityCounts;
        byRule: Record<string, number>;
    };
    repositories: RepoReport[];
    skipped: Skipped[];
    /** Only in one shard's report: which shard, and the repositories the other shards scan. */
    shard?: {
        index: number;
        count: number;
        elsewhere: string[];
    };
    run: RunInfo;
}
export declare const zeroCounts: () => SeverityCounts;
/**
 * A chained attack: a security finding at high or above whose evidence is reached from an entry point in
 * another file — what a reviewer of the entry skill alone would miss.
 */
export declare function isChainedAttack(f: Finding): boolean;
/** The SARIF file of a repository: `<owner>_<repo>.sarif` (names are checked to be GitHub names). */
export declare const sarifFileName: (repo: string) => string;
export declare function repoReport(s: RepoScan): RepoReport;
/** Unsuppressed findings at or above the gate in one repository, from its counts. */
export declare function gatedCount(r: RepoReport, gate: Gate): number;
/** Repositories that need a person first: a critical or a chained attack, then the most gated findings. */
export declare function attentionOrder(a: RepoReport, b: RepoReport): number;
export interface AssembleInput {
    org: string;
    failOn: Gate;
    listed: number;
    repositories: RepoReport[];
    skipped: Skipped[];
    shard?: OrgReport['shard'];
    run: RunInfo;
}
/** The one place totals are computed: the scan and the merge both end here, so they agree byte for byte. */
export declare function assembleReport(input: AssembleInput): OrgReport;
/** 0 clean, 1 findings at or above the gate, 2 some repositories could not be scanned (that wins). */
export declare function exitCodeOf(report: OrgReport): number;
export declare const formatReportJson: (report: OrgReport) => string;
