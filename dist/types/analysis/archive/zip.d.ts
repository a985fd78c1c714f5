import type { ArchiveProblem, MemberType } from './types.js';
/**
 * The ZIP central directory, read in memory without inflating anything (PKWARE APPNOTE.TXT 6.3.10:
 * end of central directory §4.3.16, ZIP64 locator and record §4.3.14–15, central headers §4.3.12, local
 * headers §4.3.7, extra fields §4.5; Info-ZIP Unicode Path extra field 0x7075). Hand-written because the
 * fields a scanner needs are the ones libraries hide or refuse: external attributes (symlinks), the
 * encryption bit, declared versus actual sizes, names an extractor would refuse, the local header's own
 * name, and member data that overlaps another's. Every offset is checked against the buffer; the walk is
 * bounded by the buffer and by `maxMembers`.
 */
export interface ZipEntry {
    /** Name from the central directory. */
    name: string;
    /** Names other extractors use instead: the Unicode Path extra field, a differing local header name. */
    otherNames: string[];
    type: MemberType;
    flags: number;
    method: number;
    encrypted: boolean;
    compressedSize: number;
    size: number;
    /** Offset of the local header (corrected for data in front of the archive). */
    localOffset: number;
    /** Offset of the member's data; undefined when its local header is missing or damaged. */
    dataStart?: number;
}
export interface ZipDirectory {
    entries: ZipEntry[];
    /** Members the end record declares. */
    declared: number;
    problems: ArchiveProblem[];
    /** Bytes in front of the archive (a self-extractor stub, an image it hides behind). */
    prefix: number;
}
/** Where the end of central directory record is: searched backwards over the largest possible comment. */
export declare function findEndRecord(b: Uint8Array): number | undefined;
/** Lists the central directory. Returns a reason when there is no readable directory. */
export declare function readZipDirectory(b: Uint8Array, maxMembers: number): ZipDirectory | {
    error: string;
};
/**
 * Members whose data overlaps another member's: no tool writes that; it is how a non-recursive zip
 * bomb (Fifield, "A better zip bomb", WOOT 2019) makes a few kilobytes of deflate data count many times.
 */
export declare function overlappingMembers(entries: readonly ZipEntry[]): number;
