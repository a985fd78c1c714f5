/**
 * Turns bytes into text the way a lenient runtime would, recording everything odd about the encoding so
 * a rule can report it (`encoding-anomaly`): scanning continues on the lossy text either way.
 */
export type EncodingAnomalyKind = 'invalid-utf8' | 'utf16' | 'utf32' | 'nul-bytes' | 'binary';
export interface EncodingAnomaly {
    kind: EncodingAnomalyKind;
    detail: string;
    /** 1-based line of the first occurrence in the decoded text, when it has one. */
    line?: number;
}
export interface DecodedText {
    text: string;
    /** A UTF-8 byte-order mark was present (and stripped from `text`). */
    bom: boolean;
    anomalies: EncodingAnomaly[];
}
export declare function decodeBytes(bytes: Uint8Array): DecodedText;
