import type { LineMap } from './analysis/lines.js';
import type { Finding, Suppression } from './findings.js';
/**
 * Inline suppressions, ESLint style, in a Markdown or HTML comment or a YAML `#` comment:
 *   <!-- skillscan-ignore rule-id[, other-id] -- why this is fine -->      this line and the next
 *   # skillscan-ignore-file rule-id -- why this is fine                    the whole file
 * A reason is required: a directive without one suppresses nothing.
 */
export interface Directive {
    scope: 'line' | 'file';
    rules: string[];
    reason: string;
    line: number;
}
export declare function parseDirectives(lines: LineMap): Directive[];
/** The directive that covers a finding, if any: same file, same rule, and the same or previous line. */
export declare function suppressionFor(f: Finding, directives: Directive[]): Suppression | undefined;
