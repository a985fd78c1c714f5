import type { Gate } from '../config.js';
import { type Finding, type Location } from '../findings.js';
import type { EntryAnalysability } from '../model/analysability.js';
/**
 * The job summary (GITHUB_STEP_SUMMARY): totals, the gate's verdict, every finding with a link to its line,
 * each reference chain as a Mermaid flowchart, and the listing budget per runtime. GitHub refuses a summary
 * over 1 MiB, so sections are added while they fit and a note says what was cut. Every piece of repository
 * text goes through inertMarkdown / inertMermaid: the summary is rendered as HTML in the run page.
 */
export declare const SUMMARY_LIMIT_BYTES: number;
/** One runtime's listing budget: how much of the catalog listing the skills use. */
export interface ListingBudgetBar {
    runtime: string;
    used: number;
    budget: number;
    /** What `used`/`budget` count (characters, tokens …). */
    unit: string;
}
export interface SummaryInput {
    /** Findings to list (with only-new: the new ones); suppressed ones are counted, not listed. */
    findings: readonly Finding[];
    gate: Gate;
    /** Findings that fail the gate. */
    failing: readonly Finding[];
    pathPrefix?: string;
    /** Builds links to lines; without it locations are plain text. */
    link?: {
        serverUrl: string;
        repository: string;
        sha: string;
    };
    titles?: Readonly<Record<string, string>>;
    /** only-new: the base revision and how many findings it already had (left out of the gate). */
    onlyNew?: {
        base: string;
        preexisting: number;
    };
    budgets?: readonly ListingBudgetBar[];
    /** Operational notes (degraded modes, upload status); may hold repository text, so escaped too. */
    notes?: readonly string[];
    sarifFile?: string;
    maxBytes?: number;
    /** Longest reference chains drawn and nodes per chain; bounds the summary's work on hostile input. */
    maxCharts?: number;
    /** Per entry point, the share of its bytes analysed; entries below 100% get a table. */
    analysability?: readonly EntryAnalysability[];
}
/** Rows of the analysability table (the least analysable first). */
export declare const ANALYSABILITY_ROWS = 50;
/** A short table of the entry points skillscan could not fully analyse, or undefined when there are none. */
export declare function analysabilityTable(entries: readonly EntryAnalysability[], input: Pick<SummaryInput, 'pathPrefix' | 'link'>): string | undefined;
export declare function lineUrl(link: NonNullable<SummaryInput['link']>, path: string, line?: number): string;
/** A chain as a left-to-right flowchart; long chains keep both ends. */
export declare function chainChart(chain: readonly Location[], prefix: string | undefined, maxNodes?: number): string;
export declare function buildSummary(input: SummaryInput): string;
