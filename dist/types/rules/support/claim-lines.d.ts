/**
 * Cheap text passes for authority-claim (../authority-claim.ts): its patterns searched only on the lines
 * holding a word they need, and Markdown emphasis blanked run by run. Both give exactly what a search of
 * the whole text gives: the patterns never cross a line, and emphasis depends only on a run of markers and
 * its two neighbours.
 */
/** A match of a claim pattern: its offset in the text and the matched words. */
export interface ClaimMatch {
    index: number;
    0: string;
}
/**
 * The lines of `lower` (a lower-cased text) holding one of `words`, as [start, end) offsets without the
 * line break, in text order. Each line is found once: the search for a word resumes after the line it hit.
 */
export declare function linesHolding(lower: string, words: readonly string[]): Array<[number, number]>;
/**
 * The first `cap` matches of the global regex `re` in `blankEmphasis(text)`, searching only `lines` (from
 * `linesHolding`), each blanked alone. Equal to searching the whole blanked text when `re` cannot match a
 * line break and every match holds one of the words the lines were found by: a line's `\b` at either end,
 * and emphasis at its ends, see the same non-word as the line break. Collected before returning, so no
 * search is left half-done across the caller's awaits.
 */
export declare function claimMatches(re: RegExp, text: string, lines: ReadonlyArray<readonly [number, number]>, cap: number): ClaimMatch[];
/**
 * `text` with every EMPHASIS match (of a search of the whole text) turned into blanks: same length, same
 * offsets. A match holds only markers, and what matches in a run of markers depends on the run and the
 * character either side (neither a marker: the run is maximal), so EMPHASIS is applied to each run with its
 * neighbours rather than tried at every position of the text (it cannot be scanned for a first character:
 * ~0.3 s of the real corpus).
 */
export declare function blankEmphasis(text: string): string;
