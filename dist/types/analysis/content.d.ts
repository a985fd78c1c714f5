import type { ArchiveReport } from './archive/types.js';
import type { EncodingAnomaly } from './decode.js';
import { type BinaryFormat } from './magic.js';
import { type Opacity } from './opaque.js';
/**
 * What a file is to a reviewer and to skillscan, and how many of its bytes skillscan analysed: text it
 * parsed, inert media it recognised (an image is what its magic bytes say, and no runtime executes it —
 * Cisco's skill-scanner scores these as analysable too, docs/threats.md [S3]), and bytes nobody can read
 * (executables, compiled code, unknown binaries, unreadable archives, encoded blobs, text past the read
 * limit, text that does not decode). Pure: the model reads the file and the archive report.
 */
export type ContentClass = 'text'
/** Source code in a language whose behaviour skillscan does not analyse (Rust, Java, C …). */
 | 'source' | 'minified' | 'encoded' | 'undecodable' | 'archive' | 'executable' | 'media' | 'binary';
export interface ContentInfo {
    cls: ContentClass;
    /** For messages: `ELF executable`, `ZIP archive`, `minified JavaScript`, `base64 blob` … */
    label: string;
    format?: BinaryFormat;
    opacity?: Opacity;
    archive?: ArchiveReport;
    /** Bytes on disk. */
    size: number;
    analysed: number;
    inert: number;
    unanalysed: number;
    /** Why the unanalysed bytes were not analysed. */
    reason?: string;
}
export interface ContentInput {
    path: string;
    /** Bytes on disk. */
    size: number;
    /** Bytes read (the read stops at the file limit). */
    read: number;
    text: string;
    /** Raw bytes, kept for content that is not clean text. */
    bytes?: Uint8Array;
    anomalies: readonly EncodingAnomaly[];
    archive?: ArchiveReport;
    /** Compiled code whose source ships beside it (`x.pyc` next to `x.py`): the source was analysed. */
    sourceBeside?: boolean;
}
/** Share of U+FFFD above which lossy decoding left too little text to call it analysed. */
export declare const UNDECODABLE_SHARE = 0.05;
export declare function classifyContent(input: ContentInput): ContentInfo;
