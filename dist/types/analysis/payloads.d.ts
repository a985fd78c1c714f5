/**
 * Bounded decoding of encoded blobs: base64, hex, `\x` escapes and char-code lists. Rules decode only
 * what sits next to an execution sink or a "decode and follow" instruction, and scan the decoded text
 * again (depth and size capped). Decoded text is data: it is shown in findings, never evaluated.
 */
export type BlobKind = 'base64' | 'hex' | 'escape' | 'charcode';
export interface EncodedBlob {
    kind: BlobKind;
    start: number;
    end: number;
    raw: string;
    /** Decoded text when it is mostly printable; undefined for binary. */
    decoded?: string;
}
export declare const PAYLOAD_LIMITS: {
    maxBlobs: number;
    maxBlobChars: number;
    maxDecoded: number;
    maxDepth: number;
};
export declare function isMostlyPrintable(s: string): boolean;
export declare function decodeBase64(raw: string): string | undefined;
/** Encoded blobs in `text`, in order, at most `maxBlobs`. Data-URI images and SRI digests are skipped. */
export declare function findEncodedBlobs(text: string): EncodedBlob[];
/** Something that executes decoded text, near a blob. */
export declare const EXEC_SINK: RegExp;
/** Prose telling the agent to decode something and act on it. */
export declare const DECODE_AND_FOLLOW: RegExp;
/** Makes decoded or quoted evidence safe to print: no control characters, bounded length. */
export declare function inert(s: string, max?: number): string;
