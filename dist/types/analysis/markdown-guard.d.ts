import { type MdLink, type MdSpan } from './markdown-doc.js';
/** Per blank-line-separated chunk; real prose stays far below (a dense table has a few hundred). */
export declare const MAX_DELIMITERS_PER_CHUNK = 1500;
/** Container markers (`>`, list bullets) honoured at the start of one line. */
export declare const MAX_CONTAINER_MARKERS = 16;
export interface GuardResult {
    text: string;
    degraded: MdSpan[];
}
/**
 * Same-length copy of `text` in which over-deep container prefixes and over-dense delimiter chunks are
 * blanked. Linear: every character is visited a bounded number of times.
 */
export declare function guardHostile(text: string): GuardResult;
/**
 * Links in spans the parser did not see exactly: `](target)` and `<scheme:…>` found by a linear scan,
 * so a link cannot be hidden from the reference graph by padding its paragraph with brackets.
 */
export declare function scanDegradedLinks(text: string, spans: MdSpan[], links: MdLink[]): void;
