import type { Finding, Severity } from '../findings.js';
export interface TextOptions {
    color: boolean;
    /** Show suppressed findings too (greyed, with their reason). */
    showSuppressed?: boolean;
}
/** ESLint-style: findings grouped by file, `line:col  severity  message  rule-id`, then a totals line. */
export declare function formatText(findings: readonly Finding[], options: TextOptions): string;
export declare function countBySeverity(findings: readonly Finding[]): Record<Severity, number>;
export declare function totalsLine(findings: readonly Finding[]): string;
