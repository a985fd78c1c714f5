import type { SourceHit } from './package-source-tables.js';
/** Whether the flagged command's default (the same command without the index flag) stands next to it. */
export declare function offeredBesideDefault(text: string, h: SourceHit): boolean;
/**
 * The one-command flag is labelled as a choice and its default stands beside it, whatever the flag adds: an
 * added index or wheel host ("Solution 3: Wheel files" under `pip install rasterio`) is then one of the
 * reader's options, graded a step down by the caller rather than as the step itself.
 */
export declare function labelledBesideDefault(text: string, h: SourceHit, cueLines?: number): boolean;
