import type { LineMap } from '../../analysis/lines.js';
import type { Region } from '../../findings.js';
/**
 * The text a region covers, normalised for a fingerprint: whitespace runs folded to one space, trimmed,
 * bounded. Content, not position: moving the lines keeps it; editing the evidence changes it.
 */
export declare function evidenceText(lines: LineMap, region: Region | undefined): string;
