import type { Finding } from '../findings.js';
import type { EntryAnalysability } from '../model/analysability.js';
export interface JsonReportInput {
    tool: {
        name: string;
        version: string;
    };
    root: string;
    findings: readonly Finding[];
    skills: number;
    /** Per entry point, the share of its closure's bytes skillscan analysed (src/model/analysability.ts). */
    analysability?: readonly EntryAnalysability[];
}
/**
 * The JSON contract (docs/taxonomy.md): each finding with ruleId, category, severity,
 * confidence, primary location, entry and the reference chain (entry first, evidence last).
 */
export declare function formatJson(input: JsonReportInput): string;
/**
 * The same text as `formatJson`, in pieces: one per finding, so a large report is written as it is
 * produced instead of being built as one string (98 MB for the 2,000-skill benchmark tree).
 */
export declare function formatJsonChunks(input: JsonReportInput): Generator<string>;
