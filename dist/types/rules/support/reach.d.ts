import { type Confidence, type Location, type Region, type Severity } from '../../findings.js';
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
    /** Other places that matter (a corroborating sink, the other half of a split payload). */
    related?: Location[];
    /**
     * The evidence is a file itself (a symlink, an unreadable or truncated file, a folder): name the skills
     * whose folders hold it as entry points too, since nothing may reference it (docs/taxonomy.md).
     */
    owners?: boolean;
    /** Other files the evidence's text was built from (TextIntent.sources): named as related locations. */
    sources?: readonly string[];
    /**
     * The risk is the text being published, whoever loads the file (a committed key is leaked in a backup
     * too): not lowered in a leftover copy nothing loads.
     */
    published?: boolean;
}
/**
 * Reports a hit once, at the evidence (docs/taxonomy.md: one finding per evidence), naming every entry
 * point whose closure reaches its file as a related location with its own chain. A hit in a file no
 * entry reaches is still reported, on the file alone: unreachable today is reachable tomorrow.
 */
export declare function reportReached(ctx: RuleContext, hit: Hit): Promise<void>;
/**
 * Every file some entry point reaches (entries included), once each, sorted: what content rules scan.
 * Computed once per model; a dozen rules ask for it.
 */
export declare function reachableFiles(ctx: RuleContext): Promise<readonly string[]>;
