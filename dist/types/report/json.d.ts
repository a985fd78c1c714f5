import type { Finding } from '../findings.js';
export interface JsonReportInput {
    tool: {
        name: string;
        version: string;
    };
    root: string;
    findings: readonly Finding[];
    skills: number;
}
/**
 * The JSON contract (docs/taxonomy.md): each finding with ruleId, category, severity,
 * confidence, primary location, entry and the reference chain (entry first, evidence last).
 */
export declare function formatJson(input: JsonReportInput): string;
