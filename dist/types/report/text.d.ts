import { type Finding, type Severity } from '../findings.js';
export interface TextOptions {
    color: boolean;
    /** Show suppressed findings too (greyed, with their reason). */
    showSuppressed?: boolean;
    /** `severity` (default): files ordered by their most severe finding, most severe first; `file`: by path. */
    sort?: 'severity' | 'file';
    /** Hide findings below this severity (the totals line and the rule table still count everything). */
    minSeverity?: Severity;
    /** Wrap messages at this width (default 100; a terminal's width when known). */
    width?: number;
    /** Leave out the per-rule table. */
    noTable?: boolean;
}
/**
 * ESLint's layout (findings grouped by file, `line:col  severity  message  rule-id`) made for triage: the
 * most severe file first, long messages wrapped instead of 300-character lines, the entry points that
 * reach a finding and its chain under it, then a per-rule table and the totals line.
 */
export declare function formatText(findings: readonly Finding[], options: TextOptions): string;
/** Word-wraps `text` to `width` columns; words longer than a line are cut. Linear. */
export declare function wrap(text: string, width: number): string[];
export declare function countBySeverity(findings: readonly Finding[]): Record<Severity, number>;
export declare function totalsLine(findings: readonly Finding[]): string;
