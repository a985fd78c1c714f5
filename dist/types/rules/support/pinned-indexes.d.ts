import type { Severity } from '../../findings.js';
import type { SourceHit } from './package-sources.js';
export declare function judgePinnedIndex(h: SourceHit, where: string): {
    severity: Severity;
    what: string;
} | undefined;
