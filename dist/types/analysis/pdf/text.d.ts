/**
 * The text of a PDF as a reader's text extraction sees it — Claude Code's Read tool hands a PDF's text to
 * the model, so a PDF a skill links to is prose the agent may follow. Pages in page-tree order; on each,
 * the strings the text operators show (`Tj`, `TJ`, `'`, `"`), decoded through their font, with line breaks
 * where the text position moves down and spaces where it moves right. Form XObjects (`Do`) are read too:
 * text hidden in a form is still text. Invisible text (render mode 3, white on white) is extracted like any
 * other — an extractor does not look at colours.
 *
 * Decision (hand-written, not a library): pdfjs-dist 6 and unpdf (which wraps it) require Node ≥ 22 and
 * ship megabytes of renderer (fonts, images, a worker) for the few operators we need; their API is async
 * while fact extraction is synchronous text-in/facts-out; pdf-parse 1.x bundles an old pdf.js and runs a
 * debug branch that reads a test file when imported from a bundle. What we need — objects, FlateDecode via
 * node:zlib with a capped output, the text operators, simple encodings and ToUnicode maps — is small,
 * has no install scripts, runs on Node 20, and is bounded on hostile input by construction. What it does
 * not read (encryption, filters other than Flate/ASCIIHex/ASCII85, predictors, fonts without a text
 * mapping) is returned as `problems`, so the caller can fail closed.
 */
export interface PdfPageText {
    /** 1-based page number. */
    page: number;
    text: string;
    /** 1-based line in the file of the page's first content stream (where findings point). */
    line: number;
}
export interface PdfText {
    pages: PdfPageText[];
    /** Why some or all of the text could not be read; empty when everything was. */
    problems: string[];
}
export declare const PDF_TEXT_LIMITS: {
    readonly pages: 2000;
    readonly chars: number;
    readonly formDepth: 6;
    readonly ops: 2000000;
};
export declare function pdfText(bytes: Uint8Array): PdfText;
