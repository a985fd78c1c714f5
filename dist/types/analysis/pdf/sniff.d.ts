/**
 * A PDF the agent's Read tool extracts text from: named `.pdf` (the tool goes by the name) and starting with
 * `%PDF-` (the magic bytes src/analysis/magic.ts checks). A file that is only one of the two keeps the
 * analysis of its kind: a script named `.pdf` is file-type-mismatch's, text starting `%PDF-` is text.
 * Kept apart from the extractor so the model can test a file without loading it.
 */
export declare function isPdf(path: string, bytes: Uint8Array): boolean;
