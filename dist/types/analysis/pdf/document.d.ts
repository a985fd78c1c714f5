import { type PdfDict, type PdfValue } from './syntax.js';
/**
 * The objects of a PDF file, found by scanning for `n g obj` headers rather than trusting the
 * cross-reference table (damaged and hand-made files have wrong offsets; a later definition wins, as in an
 * incremental update), plus the objects packed in object streams (PDF 1.5). Streams are decoded with
 * FlateDecode (node:zlib, output capped), ASCIIHexDecode and ASCII85Decode; other filters, predictors and
 * encryption are reported as problems, never guessed at.
 */
export interface PdfObject {
    value: PdfValue;
    /** The raw stream data (one char per byte), when the object is a stream. */
    stream?: string;
    /** 1-based line of the object's header in the file (objects from an object stream: the stream's). */
    line: number;
}
/** Bounds: objects kept, bytes one stream may inflate to, bytes all streams of a file may inflate to. */
export declare const PDF_LIMITS: {
    readonly objects: 50000;
    readonly streamBytes: number;
    readonly totalBytes: number;
};
export declare class PdfDocument {
    readonly s: string;
    readonly objects: Map<number, PdfObject>;
    /** Trailer dictionaries (classic trailers and cross-reference stream dictionaries), in file order. */
    readonly trailers: PdfDict[];
    readonly problems: Set<string>;
    private inflated;
    constructor(s: string);
    get(v: PdfValue | undefined, depth?: number): PdfValue | undefined;
    dict(v: PdfValue | undefined): PdfDict | undefined;
    /** The object a reference points at (for its stream), or undefined. */
    object(v: PdfValue | undefined): PdfObject | undefined;
    get encrypted(): boolean;
    root(): PdfDict | undefined;
    /** 1-based line of a byte offset (newline bytes are the same in the file's lossy UTF-8 text). */
    private lineAt;
    private scan;
    /** Objects packed in `/Type /ObjStm` streams; an object defined directly keeps its definition. */
    private unpackObjectStreams;
    /** A stream's decoded bytes (one char per byte), or undefined with a problem recorded. */
    decode(o: PdfObject): string | undefined;
    private filter;
    private inflate;
}
