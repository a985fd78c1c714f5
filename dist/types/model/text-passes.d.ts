/**
 * How many times the scan went over each file's text, by kind of pass: the measure behind
 * `--debug-stats`. The pipeline's promise is one pass of each kind per file (one read, one Markdown
 * parse, one fact extraction, one normalisation for the text rules), whatever number of entry points,
 * rules or paths reach the file; a second pass of a kind is work done twice, and this says where.
 *
 * Counted only when asked (`scan({ textPasses: true })`): one small map entry per file and pass.
 */
export type TextPass = 
/** The file's bytes read from the source and decoded (a pull-request scan's search may peek first). */
'read'
/** A Markdown parse of the file, in this thread or in a fact worker. */
 | 'markdown'
/** The file's facts extracted: code, prose and data analysis in one job. */
 | 'facts'
/** The file's text normalised for the text rules (hidden characters, confusables). */
 | 'normalize';
export declare const TEXT_PASSES: readonly TextPass[];
export interface TextPassSummary {
    pass: TextPass;
    /** Files passed over at least once. */
    files: number;
    /** Passes in all. */
    passes: number;
    /** The most passes of this kind over one file. */
    maxPerFile: number;
    /** Files passed over more than once, and the first of them in path order. */
    repeated: number;
    example?: string;
}
export declare class TextPassCounter {
    private readonly counts;
    /** One pass of `kind` over the file at real path `real`. */
    count(kind: TextPass, real: string): void;
    /** Passes of `kind` over one file so far. */
    of(kind: TextPass, real: string): number;
    summary(): TextPassSummary[];
}
