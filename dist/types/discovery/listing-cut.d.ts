import type { Region } from '../findings.js';
import { type EntryResult, type TextSource } from './listing.js';
/**
 * The file offset of the `index`-th code point of `value` (as the runtime sees it) inside the source
 * text of the value as written. Walks both in step: a whitespace run in the value matches a whitespace
 * run in the source (folded lines, collapsed spaces); quotes, escapes and block headers in the source
 * are skipped by a bounded look-ahead. Linear in the source length.
 */
export declare function sourceOffset(src: TextSource, value: string, index: number): number;
/** Region from the cut to the end of the value that holds it (the whole value when nothing of it shows). */
export declare function cutRegion(r: EntryResult): {
    region: Region;
    path: string;
    field: TextSource['field'];
} | undefined;
