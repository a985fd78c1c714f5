import type { Confidence, Region, Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
/** Evidence found in one file, before it is attributed to the entry points that reach that file. */
export interface Hit {
    path: string;
    region?: Region;
    message: string;
    severity?: Severity;
    confidence?: Confidence;
    /** Identity of the evidence across runs: normalised content, never the message (src/findings.ts). */
    fingerprintKey: string;
}
/**
 * Reports a hit once per entry point whose closure reaches its file (docs/taxonomy.md: a finding reached
 * through references names both the entry a user installs and the file with the evidence). A hit in a
 * file no entry reaches is still reported, on the file alone: unreachable today is reachable tomorrow.
 */
export declare function reportReached(ctx: RuleContext, hit: Hit): Promise<void>;
/**
 * Every file some entry point reaches (entries included), once each, sorted: what content rules scan.
 * Computed once per graph; a dozen rules ask for it.
 */
export declare function reachableFiles(ctx: RuleContext): Promise<readonly string[]>;
