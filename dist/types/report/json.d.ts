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
