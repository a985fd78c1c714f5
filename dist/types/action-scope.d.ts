import type { ScanResult } from './scan.js';
/**
 * What an Action run scans. `full`: everything. `changed`: on a pull request, the skills and other entry
 * points whose closure holds a file the pull request changed, plus the catalogue-wide checks (names,
 * listing budget, conflicts) over every skill. `auto` (the default) is `changed` on a pull request whose
 * changed files are known, unless the run uploads to code scanning (an upload from a partial scan would
 * show every alert outside the change as fixed) or the change touches the configuration (which can change
 * any finding); otherwise `full`.
 */
export type Scope = 'auto' | 'full' | 'changed';
export declare const SCOPES: readonly Scope[];
export interface ScopeDecision {
    /** Root-relative changed paths to focus on; undefined for a full scan. */
    changed?: Set<string>;
    /** Why the scan is full or focused, for the job summary. */
    note?: string;
}
export declare function decideScope(o: {
    scope: Scope;
    pullRequest: boolean;
    /** Repository-relative paths the pull request changed; undefined when unknown. */
    changedFiles: ReadonlySet<string> | undefined;
    /** The scanned folder relative to the repository ('' for its root). */
    prefix: string;
    /** The `config` input, relative to the workspace, when given. */
    configInput: string;
    uploadSarif: boolean;
}): ScopeDecision;
/** The summary's sentence about a focused scan. */
export declare function focusNote(focus: NonNullable<ScanResult['focus']>): string;
