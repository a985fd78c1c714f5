/**
 * PDF object syntax (ISO 32000-1 §7.2–7.3): a lexer and a value parser over a "binary string" (one char per
 * byte, latin1), shared by the file's objects and its content streams. Inert and bounded: a value nests at
 * most MAX_DEPTH deep, and every loop advances the position or stops.
 */
export interface PdfName {
    k: 'name';
    v: string;
}
export interface PdfString {
    k: 'str';
    /** The string's bytes, one char per byte. */
    v: string;
}
export interface PdfRef {
    k: 'ref';
    n: number;
}
export interface PdfDict {
    k: 'dict';
    v: Map<string, PdfValue>;
}
export interface PdfOp {
    k: 'op';
    v: string;
}
export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfDict | PdfOp | PdfValue[];
type Punct = '[' | ']' | '<<' | '>>' | '{' | '}';
type Token = PdfValue | {
    k: 'punct';
    v: Punct;
};
export declare class PdfLexer {
    readonly s: string;
    readonly end: number;
    pos: number;
    constructor(s: string, start?: number, end?: number);
    skipSpace(): void;
    /** The next token, or undefined at the end. */
    token(): Token | undefined;
    /** A run of regular characters from `from` (a name decodes its `#xx` escapes). */
    private regular;
    /** A literal string `( … )`: balanced parentheses, backslash escapes, octal codes, line continuations. */
    private literal;
    /** A hex string `<…>`: whitespace ignored, an odd final digit padded with 0. */
    private hex;
    /**
     * One complete value: arrays and dictionaries are read whole, `n g R` becomes a reference. An operator
     * (a keyword that is no value) is returned as `{k:'op'}` so content-stream readers see it.
     */
    value(depth?: number): PdfValue | undefined;
    private maybeRef;
    private array;
    private dict;
}
export declare function isName(v: PdfValue | undefined, name?: string): v is PdfName;
export declare function isDict(v: PdfValue | undefined): v is PdfDict;
export declare function isStr(v: PdfValue | undefined): v is PdfString;
export declare function isRef(v: PdfValue | undefined): v is PdfRef;
export declare function isOp(v: PdfValue | undefined, op?: string): v is PdfOp;
export {};
